import { describe, expect, it } from 'vitest';
import { createLocalCareerProvider, LOCAL_WINDOW_PATH, localCareerRecords } from './local-provider';

const NOW = new Date('2026-11-25T03:00:00Z');

describe('local career provider', () => {
  it('makes the same two or three well-formed records for the same person', () => {
    for (const seed of ['ci-a', 'ci-b', 'ci-c', 'ci-d', 'ci-e', 'ci-f']) {
      const records = localCareerRecords(seed, '1990-05-05', NOW);
      expect(records).toEqual(localCareerRecords(seed, '1990-05-05', NOW));
      expect(records.length).toBeGreaterThanOrEqual(2);
      expect(records.length).toBeLessThanOrEqual(3);
      for (const r of records) {
        expect(r.start).toMatch(/^\d{6}$/);
        expect(r.start <= '202611').toBe(true);
        expect(r.current ? r.end === '' : r.end >= r.start && r.end <= '202611').toBe(true);
      }
      // Newest first, and only the newest may be current.
      const starts = records.map((r) => r.start);
      expect([...starts].sort().reverse()).toEqual(starts);
      expect(records.slice(1).every((r) => !r.current)).toBe(true);
    }
  });

  it('has nothing for a person too young to have worked', () => {
    expect(localCareerRecords('ci-a', '2010-01-01', NOW)).toEqual([]);
  });

  it('opens its window, waits for its button, and fails for the failing name', async () => {
    const provider = createLocalCareerProvider({ now: () => NOW });
    const person = { name: '김하늘', birthDate: '1990-05-05', mobile: '01012345678', ci: 'ci-a' };
    const started = await provider.start(person, {
      lookupId: 'abc',
      authMethod: 'kakao',
      telecom: undefined,
    });
    expect(started.authUrl).toBe(`${LOCAL_WINDOW_PATH}?lookupId=abc`);
    const request = { lookupId: 'abc', authMethod: 'kakao' as const, pending: {} };
    await expect(provider.fetch(person, { ...request, status: 'pending' })).resolves.toEqual({
      kind: 'not-verified',
    });
    await expect(provider.fetch(person, { ...request, status: 'verified' })).resolves.toEqual({
      kind: 'records',
      records: localCareerRecords('ci-a', '1990-05-05', NOW),
    });
    await expect(
      provider.fetch({ ...person, name: '김조회실패' }, { ...request, status: 'verified' }),
    ).resolves.toMatchObject({ kind: 'error' });
  });
});
