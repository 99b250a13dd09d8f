import { describe, expect, it } from 'vitest';
import {
  createRosterCrypto,
  normaliseBirthDate,
  normaliseName,
  normaliseStudentNo,
} from './roster-crypto';
import { parseRoster } from './roster-csv';

const SECRET = 'unit-test-roster-secret-0123456789';
const student = { name: '김한빛', birthDate: '2003-04-05', studentNo: '20231234' };

describe('roster crypto (decision 0042)', () => {
  const crypto = createRosterCrypto(SECRET);

  it('seals as iv.tag.ciphertext (base64url) and opens it again', () => {
    const sealed = crypto.seal(student);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('김한빛');
    expect(sealed).not.toContain('20231234');
    expect(crypto.open(sealed)).toEqual(student);
    // A fresh IV each time: the same student never seals to the same text.
    expect(crypto.seal(student)).not.toBe(sealed);
  });

  it('refuses a changed payload and another secret (GCM authenticates)', () => {
    const sealed = crypto.seal(student);
    const [iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => crypto.open(`${String(iv)}.${String(tag)}.${flipped}`)).toThrow();
    expect(() => createRosterCrypto(`${SECRET}-other`).open(sealed)).toThrow();
    expect(() => crypto.open('not-a-payload')).toThrow();
  });

  it('hashes are keyed, per school, and equal for equivalent spellings', () => {
    const h = crypto.matchHash(1, student);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(
      crypto.matchHash(1, { name: ' 김한빛 ', birthDate: '2003.4.5', studentNo: '2023-1234' }),
    ).toBe(h);
    expect(crypto.matchHash(2, student)).not.toBe(h);
    expect(createRosterCrypto(`${SECRET}-other`).matchHash(1, student)).not.toBe(h);
    expect(crypto.matchHash(1, { ...student, birthDate: '2003-04-06' })).not.toBe(h);
    expect(crypto.studentNoHash(1, 'ab-12')).toBe(crypto.studentNoHash(1, 'AB12'));
    expect(crypto.studentNoHash(1, '20231234')).not.toBe(h);
  });

  it('normalises names, dates and student numbers', () => {
    // A decomposed 한 (ᄒ ᅡ ᆫ) is the composed one after NFC.
    expect(normaliseName('  \u1112\u1161\u11ab빛   대학  ')).toBe('한빛 대학');
    expect(normaliseBirthDate('2003-04-05')).toBe('2003-04-05');
    expect(normaliseBirthDate('2003.4.5')).toBe('2003-04-05');
    expect(normaliseBirthDate('20030405')).toBe('2003-04-05');
    expect(normaliseBirthDate('2003/04/05')).toBe('2003-04-05');
    expect(normaliseBirthDate('2003-02-30')).toBeNull();
    expect(normaliseBirthDate('03-04-05')).toBeNull();
    expect(normaliseBirthDate('어제')).toBeNull();
    expect(normaliseStudentNo(' ab-1234 ')).toBe('AB1234');
    expect(normaliseStudentNo('２０２３')).toBe('2023');
  });

  it('refuses a short secret', () => {
    expect(() => createRosterCrypto('short')).toThrow();
  });
});

describe('roster CSV', () => {
  it('reads the header, a BOM, CRLF, quotes and blank lines', () => {
    const parsed = parseRoster(
      '\uFEFF이름,생년월일,학번\r\n"김 한빛",2003-04-05,20231234\r\n\r\n이하나,2002.12.1,a-77\r\n',
    );
    expect(parsed).toEqual({
      ok: true,
      students: [
        { name: '김 한빛', birthDate: '2003-04-05', studentNo: '20231234' },
        { name: '이하나', birthDate: '2002-12-01', studentNo: 'A77' },
      ],
    });
  });

  it('names every bad row by its line and keeps none', () => {
    const parsed = parseRoster(
      '이름,생년월일,학번\n김한빛,2003-04-05,1\n,2003-04-05,2\n박,2003-13-01,3\n최,2003-01-01,1\n정,2003-01-01\n',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(parsed.message).toContain('3행');
    expect(parsed.message).toContain('5행: 학번이 2행과 같습니다.');
  });

  it('refuses a wrong header and an empty roster', () => {
    expect(parseRoster('name,birth,no\n김,2003-01-01,1').ok).toBe(false);
    expect(parseRoster('이름,생년월일,학번\n').ok).toBe(false);
  });
});
