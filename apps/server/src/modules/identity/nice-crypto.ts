import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';
import type { VerifiedPerson } from './provider';

/**
 * The symmetric scheme of NICE API 2.0 본인확인 (통합형, 표준창), as its
 * development guide describes it:
 *
 *   material = base64(SHA-256(req_dtim + req_no + token_val))   (44 characters)
 *   key      = material[0..16)      AES-128-CBC key, the ASCII bytes themselves
 *   iv       = material[-16..]      its IV
 *   hmac_key = material[0..32)      HMAC-SHA256 key for integrity_value
 *
 * Requests and results are AES-128-CBC with PKCS#7 padding, base64; the
 * integrity value is base64(HMAC-SHA256(hmac_key, enc_data as text)).
 * Pure functions: no network, no clock except where a date is passed in.
 */

export interface NiceKeys {
  key: string;
  iv: string;
  hmacKey: string;
}

export function niceKeyMaterial(reqDtim: string, reqNo: string, tokenVal: string): string {
  return createHash('sha256')
    .update(reqDtim.trim() + reqNo.trim() + tokenVal.trim())
    .digest('base64');
}

export function niceKeysFrom(material: string): NiceKeys {
  if (material.length < 32) throw new Error('NICE key material is too short');
  return {
    key: material.slice(0, 16),
    iv: material.slice(-16),
    hmacKey: material.slice(0, 32),
  };
}

export function niceEncrypt(keys: NiceKeys, plain: string): string {
  const cipher = createCipheriv(
    'aes-128-cbc',
    Buffer.from(keys.key, 'latin1'),
    Buffer.from(keys.iv, 'latin1'),
  );
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws on a wrong key or damaged data (bad padding). */
export function niceDecrypt(keys: NiceKeys, encData: string): Buffer {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(keys.key, 'latin1'),
    Buffer.from(keys.iv, 'latin1'),
  );
  return Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
}

export function niceIntegrity(keys: NiceKeys, encData: string): string {
  return createHmac('sha256', Buffer.from(keys.hmacKey, 'latin1'))
    .update(encData, 'latin1')
    .digest('base64');
}

export function niceIntegrityMatches(keys: NiceKeys, encData: string, given: string): boolean {
  const expected = Buffer.from(niceIntegrity(keys, encData));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What the standard window is asked to do (the guide's plain_data). */
export interface NiceWindowRequest {
  requestno: string;
  returnurl: string;
  sitecode: string;
  /** GET, so the return is a top-level navigation that carries SameSite=Lax cookies. */
  methodtype: 'get';
  popupyn: 'Y' | 'N';
  receivedata?: string;
}

export function sealNiceRequest(
  keys: NiceKeys,
  request: NiceWindowRequest,
): { encData: string; integrityValue: string } {
  const encData = niceEncrypt(keys, JSON.stringify(request));
  return { encData, integrityValue: niceIntegrity(keys, encData) };
}

/** The result fields we read; NICE sends more (enctime, responseno, nationalinfo …). */
const niceResultSchema = z.object({
  resultcode: z.string(),
  requestno: z.string(),
  utf8_name: z.string().optional(),
  name: z.string().optional(),
  birthdate: z.string().optional(),
  gender: z.string().optional(),
  mobileno: z.string().optional(),
  ci: z.string().optional(),
  di: z.string().optional(),
});
export type NiceResult = z.infer<typeof niceResultSchema>;

/**
 * Checks the integrity value first (so nothing unauthenticated is
 * decrypted), then decrypts and parses. The guide's samples read the
 * plaintext as EUC-KR; every field we use is ASCII or the URL-encoded
 * `utf8_name`, and `name` decodes correctly as EUC-KR.
 */
export function openNiceResult(
  keys: NiceKeys,
  encData: string,
  integrityValue: string,
): { ok: true; result: NiceResult } | { ok: false; reason: string } {
  if (!niceIntegrityMatches(keys, encData, integrityValue)) {
    return { ok: false, reason: '본인인증 결과의 무결성 검증에 실패했습니다.' };
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('euc-kr').decode(niceDecrypt(keys, encData)));
  } catch {
    return { ok: false, reason: '본인인증 결과를 해독하지 못했습니다.' };
  }
  const parsed = niceResultSchema.safeParse(json);
  return parsed.success
    ? { ok: true, result: parsed.data }
    : { ok: false, reason: '본인인증 결과의 형식이 올바르지 않습니다.' };
}

/** Java's URLEncoder writes a space as '+', which decodeURIComponent leaves alone. */
function decodeUtf8Name(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Maps a successful result to our person. Assumption (NICE guide, 4-3):
 * gender '1' is male and '0' female; birthdate is YYYYMMDD; mobileno is
 * digits. Anything else is a failure rather than a guess.
 */
export function personFromNiceResult(
  result: NiceResult,
): { ok: true; person: VerifiedPerson } | { ok: false; reason: string } {
  if (result.resultcode !== '0000') {
    return {
      ok: false,
      reason: `본인인증이 완료되지 않았습니다 (결과 코드 ${result.resultcode}).`,
    };
  }
  const name = (result.utf8_name ? decodeUtf8Name(result.utf8_name) : result.name)
    ?.normalize('NFC')
    .trim();
  const birth = result.birthdate ?? '';
  const gender = result.gender === '1' ? 'M' : result.gender === '0' ? 'F' : undefined;
  const mobile = (result.mobileno ?? '').replace(/\D/g, '');
  const ci = result.ci ?? '';
  const di = result.di ?? '';
  if (
    !name ||
    name.length > 50 ||
    !/^\d{8}$/.test(birth) ||
    !gender ||
    !/^01\d{8,9}$/.test(mobile) ||
    !ci ||
    ci.length > 128 ||
    !di ||
    di.length > 128
  ) {
    return { ok: false, reason: '본인인증 결과에 필요한 항목이 빠져 있습니다.' };
  }
  return {
    ok: true,
    person: {
      name,
      birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`,
      gender,
      mobile,
      ci,
      di,
    },
  };
}

const REQUEST_NO_LENGTH = 25;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * NICE's request number holds at most 30 characters and a UUID is 36, so the
 * request id travels as its 128 bits in base 36 (25 characters) and comes
 * back to the same id.
 */
export function toNiceRequestNo(requestId: string): string {
  const hex = requestId.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('not a UUID');
  return BigInt(`0x${hex}`).toString(36).toUpperCase().padStart(REQUEST_NO_LENGTH, '0');
}

export function fromNiceRequestNo(requestNo: string): string | undefined {
  if (!/^[0-9A-Z]{25}$/.test(requestNo)) return undefined;
  let value = 0n;
  for (const ch of requestNo) value = value * 36n + BigInt(BASE36.indexOf(ch));
  if (value >= 1n << 128n) return undefined;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** req_dtim: YYYYMMDDHHmmss in Korean time, whatever the server's zone. */
export function niceRequestTime(at: Date): string {
  const kst = new Date(at.getTime() + 9 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    String(kst.getUTCFullYear()) +
    pad(kst.getUTCMonth() + 1) +
    pad(kst.getUTCDate()) +
    pad(kst.getUTCHours()) +
    pad(kst.getUTCMinutes()) +
    pad(kst.getUTCSeconds())
  );
}
