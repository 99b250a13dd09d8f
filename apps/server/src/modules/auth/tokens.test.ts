import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@ilteo/contract';
import { createAccessTokens } from './tokens';

const claims = { userId: 'u-1', loginId: 'demo', sessionVersion: 3, familyId: 'f-1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies its own tokens, again from memory, and refuses another key or a changed token', async () => {
    const tokens = createAccessTokens('a'.repeat(32));
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ state: 'valid', claims });
    expect(await tokens.verify(token)).toEqual({ state: 'valid', claims });
    expect(await createAccessTokens('b'.repeat(32)).verify(token)).toEqual({ state: 'invalid' });
    const [head, body, signature = ''] = token.split('.');
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(flipped)).toEqual({ state: 'invalid' });
  });

  it('answers expired once the lifetime has passed, whether remembered or not', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T00:00:00Z') });
    const tokens = createAccessTokens('a'.repeat(32));
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token)).state).toBe('valid');
    vi.setSystemTime(Date.now() + SESSION.accessTokenSeconds * 1000);
    expect(await tokens.verify(token)).toEqual({ state: 'expired' });
    // Forgotten after expiring: jose's own check answers the same.
    expect(await tokens.verify(token)).toEqual({ state: 'expired' });
  });
});
