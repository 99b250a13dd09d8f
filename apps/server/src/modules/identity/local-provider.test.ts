import { describe, expect, it } from 'vitest';
import { createLocalProvider, localLinkingInfo, parseLocalAnswer } from './local-provider';
import { maskMobile } from './presenter';

const secret = 'test-identity-secret-0123456789abcdef';
const answer = {
  name: '홍길동',
  birth: '19900101',
  gender: 'M',
  carrier: 'SKT',
  mobile: '010-1234-5678',
};

describe('local identity provider', () => {
  it('gives the same person the same CI and DI, and another person others', () => {
    const a = localLinkingInfo(secret, {
      name: '홍길동',
      birth: '19900101',
      mobile: '01012345678',
    });
    const b = localLinkingInfo(secret, {
      name: '홍길동',
      birth: '19900101',
      mobile: '01012345678',
    });
    const c = localLinkingInfo(secret, {
      name: '홍길동',
      birth: '19900102',
      mobile: '01012345678',
    });
    expect(a).toEqual(b);
    expect(c.ci).not.toBe(a.ci);
    expect(a.ci).not.toBe(a.di);
    expect(a.ci.length).toBeLessThanOrEqual(88);
    expect(localLinkingInfo(`${secret}x`, { ...answer, mobile: '01012345678' }).ci).not.toBe(a.ci);
  });

  it('completes a checked answer as a verified person', async () => {
    const parsed = parseLocalAnswer(answer);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const provider = createLocalProvider({ secret });
    const outcome = await provider.complete({ requestId: 'r', answer: parsed.answer });
    expect(outcome).toEqual({
      ok: true,
      requestId: 'r',
      person: {
        name: '홍길동',
        birthDate: '1990-01-01',
        gender: 'M',
        mobile: '01012345678',
        ...localLinkingInfo(secret, { name: '홍길동', birth: '19900101', mobile: '01012345678' }),
      },
    });
    await expect(provider.complete({ requestId: 'r', answer: null })).resolves.toMatchObject({
      ok: false,
    });
  });

  it('names every field that is wrong, in Korean', () => {
    const parsed = parseLocalAnswer({
      name: '<b>',
      birth: '19901345',
      gender: 'X',
      carrier: '',
      mobile: '0212345678',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: '이름은 한글이나 영문으로 입력해 주세요.',
        birth: '생년월일이 올바른 날짜가 아닙니다.',
        gender: '성별을 선택해 주세요.',
        carrier: '통신사를 선택해 주세요.',
        mobile: '휴대전화 번호를 확인해 주세요.',
      },
    });
    expect(parseLocalAnswer({ ...answer, name: '홍', birth: '29990101' })).toMatchObject({
      ok: false,
      errors: {
        name: '이름은 두 글자 이상 입력해 주세요.',
        birth: '생년월일이 올바른 날짜가 아닙니다.',
      },
    });
  });

  it('masks a mobile number to its first three and last four digits', () => {
    expect(maskMobile('01012345678')).toBe('010-****-5678');
    expect(maskMobile('0111234567')).toBe('011-***-4567');
  });
});
