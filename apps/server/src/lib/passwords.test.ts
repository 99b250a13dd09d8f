import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('한글도 되는 긴 비밀번호 2026');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, '한글도 되는 긴 비밀번호 2026')).toBe(true);
    expect(await verifyPassword(h, '한글도 되는 긴 비밀번호 2025')).toBe(false);
  });

  it('never accepts a password without a stored hash', async () => {
    expect(await verifyPassword(null, 'ilteo-dummy-password-for-timing')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('asks for length only, from 10 to 128 characters', () => {
    expect(passwordProblem('abcdefghi')).toMatch(/10자 이상/);
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('소나무숲길을걷는아침')).toBeUndefined();
    expect(passwordProblem('x'.repeat(64) + 'y'.repeat(64))).toBeUndefined();
    expect(passwordProblem('x'.repeat(129))).toMatch(/128자 이하/);
  });

  it('refuses common passwords, repeated characters and the user’s own id or e-mail', () => {
    expect(passwordProblem('1234567890')).toMatch(/흔히/);
    expect(passwordProblem('Password123')).toMatch(/흔히/);
    expect(passwordProblem('aaaaaaaaaaaa')).toMatch(/반복/);
    expect(passwordProblem('hong1234-hello', { loginId: 'hong1234' })).toMatch(/아이디/);
    expect(passwordProblem('jobseeker-2026!', { email: 'jobseeker@example.com' })).toMatch(
      /이메일/,
    );
  });
});
