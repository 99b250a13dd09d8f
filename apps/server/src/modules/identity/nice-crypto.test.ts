import { createCipheriv, createDecipheriv, createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromNiceRequestNo,
  niceDecrypt,
  niceEncrypt,
  niceIntegrity,
  niceKeyMaterial,
  niceKeysFrom,
  niceRequestTime,
  openNiceResult,
  personFromNiceResult,
  sealNiceRequest,
  toNiceRequestNo,
  type NiceKeys,
} from './nice-crypto';

// Expected values below were computed with OpenSSL, not with this code:
//   printf '%s' '20260315093000REQ…nice-token-value' | openssl dgst -sha256 -binary | base64
//   printf '%s' '{"a":1}' | openssl enc -aes-128-cbc -K <hex key> -iv <hex iv> | base64
//   printf '%s' 'ENCDATA' | openssl dgst -sha256 -hmac <hmac key> -binary | base64
const REQ_DTIM = '20260315093000';
const REQ_NO = 'REQ0000000000000000000000001';
const TOKEN_VAL = 'nice-token-value';
const MATERIAL = 'oyDeuzAiqJExt+1xefAgSk+eBsWYz8jNmwUDHcaOPKM=';
const FIXED_KEYS: NiceKeys = {
  key: 'abcdefghijklmnop',
  iv: '0123456789ABCDEF',
  hmacKey: 'abcdefghijklmnop0123456789ABCDEF',
};

/** NICE's side, written independently of the module: AES-128-CBC over raw bytes. */
function encryptAsNice(keys: NiceKeys, plain: Buffer): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}
function decryptAsNice(keys: NiceKeys, encData: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
  return Buffer.concat([
    decipher.update(Buffer.from(encData, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
const macAsNice = (keys: NiceKeys, encData: string) =>
  createHmac('sha256', keys.hmacKey).update(encData).digest('base64');

/** 홍길동 in EUC-KR, as NICE's `name` field arrives. */
const HONG_EUC_KR = Buffer.from([0xc8, 0xab, 0xb1, 0xe6, 0xb5, 0xbf]);

function resultBytes(fields: Record<string, string>, nameBytes?: Buffer): Buffer {
  const json = JSON.stringify(fields);
  if (!nameBytes) return Buffer.from(json, 'latin1');
  // Splice raw EUC-KR bytes in place of a placeholder, as NICE's plaintext carries them.
  const [before, after] = json.split('__NAME__');
  return Buffer.concat([Buffer.from(before ?? ''), nameBytes, Buffer.from(after ?? '')]);
}

const requestId = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const goodResult = {
  resultcode: '0000',
  requestno: toNiceRequestNo(requestId),
  enctime: '20260315093512',
  sitecode: 'AB123',
  responseno: 'NICE-RES-1',
  authtype: 'M',
  name: '__NAME__',
  utf8_name: encodeURIComponent('홍길동'),
  birthdate: '19900101',
  gender: '1',
  nationalinfo: '0',
  mobileco: '1',
  mobileno: '01012345678',
  ci: 'C'.repeat(88),
  di: 'D'.repeat(64),
};

describe('NICE key derivation', () => {
  it('hashes req_dtim + req_no + token_val with SHA-256 into base64', () => {
    expect(niceKeyMaterial(REQ_DTIM, REQ_NO, TOKEN_VAL)).toBe(MATERIAL);
    // The guide trims each part first.
    expect(niceKeyMaterial(` ${REQ_DTIM}`, `${REQ_NO} `, ` ${TOKEN_VAL}\n`)).toBe(MATERIAL);
  });

  it('takes key = first 16, iv = last 16, hmac_key = first 32 characters', () => {
    expect(niceKeysFrom(MATERIAL)).toEqual({
      key: 'oyDeuzAiqJExt+1x',
      iv: 'z8jNmwUDHcaOPKM=',
      hmacKey: 'oyDeuzAiqJExt+1xefAgSk+eBsWYz8jN',
    });
  });
});

describe('NICE symmetric crypto', () => {
  it('encrypts as OpenSSL does (AES-128-CBC, PKCS#7, base64)', () => {
    expect(niceEncrypt(FIXED_KEYS, '{"a":1}')).toBe('VRLiWKnLBqyFcfTL8aWTLQ==');
    expect(niceDecrypt(FIXED_KEYS, 'VRLiWKnLBqyFcfTL8aWTLQ==').toString()).toBe('{"a":1}');
  });

  it('computes the integrity value as OpenSSL does (HMAC-SHA256, base64)', () => {
    expect(niceIntegrity(FIXED_KEYS, 'ENCDATA')).toBe(
      'rJ60XeuzBXVvDcLTDxYJRecvmUZR//X69QRbwWJpyYw=',
    );
  });

  it('seals a window request that NICE can open and authenticate', () => {
    const keys = niceKeysFrom(MATERIAL);
    const request = {
      requestno: toNiceRequestNo(requestId),
      returnurl: 'https://ilteo.kr/api/v1/cmmn/identity/nice/return',
      sitecode: 'AB123',
      methodtype: 'get' as const,
      popupyn: 'Y' as const,
    };
    const { encData, integrityValue } = sealNiceRequest(keys, request);
    expect(macAsNice(keys, encData)).toBe(integrityValue);
    expect(JSON.parse(decryptAsNice(keys, encData))).toEqual(request);
  });
});

describe('NICE result', () => {
  const keys = niceKeysFrom(MATERIAL);

  it('opens a result NICE encrypted and maps it to a person', () => {
    const encData = encryptAsNice(keys, resultBytes(goodResult, HONG_EUC_KR));
    const opened = openNiceResult(keys, encData, macAsNice(keys, encData));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.result.name).toBe('홍길동'); // EUC-KR decoded
    expect(personFromNiceResult(opened.result)).toEqual({
      ok: true,
      person: {
        name: '홍길동',
        birthDate: '1990-01-01',
        gender: 'M',
        mobile: '01012345678',
        ci: 'C'.repeat(88),
        di: 'D'.repeat(64),
      },
    });
  });

  it("maps gender '0' to F and reads a '+' in utf8_name as a space", () => {
    const mapped = personFromNiceResult({
      ...goodResult,
      gender: '0',
      utf8_name: 'Kim+Min%20Ji',
    });
    expect(mapped).toMatchObject({ ok: true, person: { gender: 'F', name: 'Kim Min Ji' } });
  });

  it('refuses a tampered result before decrypting it', () => {
    const encData = encryptAsNice(keys, resultBytes(goodResult, HONG_EUC_KR));
    const mac = macAsNice(keys, encData);
    const flipped = `${encData.slice(0, 10)}${encData[10] === 'A' ? 'B' : 'A'}${encData.slice(11)}`;
    expect(openNiceResult(keys, flipped, mac)).toMatchObject({ ok: false });
    expect(openNiceResult(keys, encData, `${mac.slice(0, -2)}x=`)).toMatchObject({ ok: false });
    expect(openNiceResult(keys, encData, '')).toMatchObject({ ok: false });
  });

  it('refuses a result sealed with another window’s keys', () => {
    const other = niceKeysFrom(niceKeyMaterial(REQ_DTIM, REQ_NO, 'another-token'));
    const encData = encryptAsNice(other, resultBytes(goodResult, HONG_EUC_KR));
    expect(openNiceResult(keys, encData, macAsNice(other, encData))).toMatchObject({
      ok: false,
    });
  });

  it('refuses a damaged ciphertext whose integrity value matches', () => {
    const encData = Buffer.from('not a whole block').toString('base64');
    expect(openNiceResult(keys, encData, macAsNice(keys, encData))).toEqual({
      ok: false,
      reason: '본인인증 결과를 해독하지 못했습니다.',
    });
  });

  it.each([
    ['a failure result code', { resultcode: '0001' }],
    ['an unknown gender', { gender: '2' }],
    ['a short birth date', { birthdate: '900101' }],
    ['a landline', { mobileno: '0212345678' }],
    ['no CI', { ci: '' }],
    ['no DI', { di: undefined }],
    ['no name at all', { utf8_name: undefined, name: undefined }],
  ])('treats %s as a failure', (_label, change) => {
    expect(personFromNiceResult({ ...goodResult, ...change })).toMatchObject({ ok: false });
  });
});

describe('NICE request number', () => {
  it('carries a request id in 25 characters and back', () => {
    for (const id of [requestId, randomUUID(), '00000000-0000-0000-0000-000000000000']) {
      const no = toNiceRequestNo(id);
      expect(no).toMatch(/^[0-9A-Z]{25}$/);
      expect(fromNiceRequestNo(no)).toBe(id);
    }
    expect(toNiceRequestNo('ffffffff-ffff-ffff-ffff-ffffffffffff').length).toBe(25);
  });

  it('refuses anything else', () => {
    expect(fromNiceRequestNo('short')).toBeUndefined();
    expect(fromNiceRequestNo('ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBeUndefined(); // over 128 bits
    expect(() => toNiceRequestNo('not-a-uuid')).toThrow();
  });
});

describe('NICE request time', () => {
  it('is YYYYMMDDHHmmss in Korean time', () => {
    expect(niceRequestTime(new Date('2026-03-14T23:59:58Z'))).toBe('20260315085958');
  });
});
