import { describe, expect, it } from 'vitest';
import { RESPONSE_CODE_LIST, RESPONSE_CODES, findResponseCode } from './codes';

/** Every code of the spec's catalogue (§8). */
const SPEC_CODES = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '101',
  '102',
  '103',
  '201',
  '202',
  '203',
  '301',
  '302',
  '303',
  '401',
  '402',
  '403',
  '404',
  '501',
  '502',
  '503',
  '591',
  '592',
  '601',
  '701',
  '702',
  '703',
  '801',
  '802',
  '803',
  '804',
  '805',
  '901',
  '1001',
  '1002',
  '1101',
  '1102',
  '1103',
  '1104',
  '1105',
  '1201',
  '1202',
];

describe('response-code catalogue', () => {
  it('has every code of the spec once, and no other', () => {
    expect(RESPONSE_CODE_LIST.map((e) => e.code)).toEqual(SPEC_CODES);
  });

  it('gives every code a Korean sentence in 합니다체 and a real HTTP status', () => {
    for (const e of RESPONSE_CODE_LIST) {
      expect(e.message, e.code).toMatch(/[가-힣]/);
      expect(e.message, e.code).toMatch(/(니다|세요)\.$/);
      expect(e.httpStatus).toBeGreaterThanOrEqual(200);
      expect(e.httpStatus).toBeLessThan(600);
    }
  });

  it('maps the client behaviours the spec names', () => {
    expect(findResponseCode('001')?.behaviour).toBe('success');
    expect(findResponseCode('201')?.behaviour).toBe('silent');
    expect(findResponseCode('401')?.behaviour).toBe('refresh');
    for (const c of ['402', '403', '404']) expect(findResponseCode(c)?.behaviour).toBe('logout');
    for (const c of ['101', '102', '103'])
      expect(findResponseCode(c)?.behaviour).toBe('redirectMain');
    const alerting = RESPONSE_CODE_LIST.filter((e) => !['001', '201', '401'].includes(e.code));
    expect(alerting.every((e) => ['alert', 'logout', 'redirectMain'].includes(e.behaviour))).toBe(
      true,
    );
  });

  it('carries the spec’s example message for 007', () => {
    expect(RESPONSE_CODES.MAIL_FAILED.message).toBe(
      '이메일 발송에 문제가 있습니다. 이메일 주소를 확인해 주세요.',
    );
  });

  it('answers undefined for a code we never send', () => {
    expect(findResponseCode('999')).toBeUndefined();
  });
});
