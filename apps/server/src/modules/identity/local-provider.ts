import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { API, mobileSchema } from '@ilteo/contract';
import { failed, type IdentityProvider, type VerifiedPerson } from './provider';

/** Mobile carriers as NICE names them (알뜰폰 by host network); shown, checked, never stored. */
export const LOCAL_CARRIERS = {
  SKT: 'SKT',
  KTF: 'KT',
  LGT: 'LG U+',
  SKM: '알뜰폰 (SKT)',
  KTM: '알뜰폰 (KT)',
  LGM: '알뜰폰 (LG U+)',
} as const;
type Carrier = keyof typeof LOCAL_CARRIERS;
const CARRIER_CODES = Object.keys(LOCAL_CARRIERS) as [Carrier, ...Carrier[]];

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= Date.now()
  );
}

/** The stand-in form's fields, with the messages a real 본인인증 window would give. */
export const localAnswerSchema = z.object({
  name: z
    .string({ error: '이름을 입력해 주세요.' })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(2, '이름은 두 글자 이상 입력해 주세요.')
        .max(20, '이름은 20자 이하로 입력해 주세요.')
        .regex(/^[가-힣A-Za-z ]+$/, '이름은 한글이나 영문으로 입력해 주세요.'),
    ),
  birth: z
    .string({ error: '생년월일을 입력해 주세요.' })
    .trim()
    .regex(/^\d{8}$/, '생년월일을 8자리 숫자(YYYYMMDD)로 입력해 주세요.')
    .refine(isRealDate, '생년월일이 올바른 날짜가 아닙니다.'),
  gender: z.enum(['M', 'F'], { error: '성별을 선택해 주세요.' }),
  carrier: z.enum(CARRIER_CODES, { error: '통신사를 선택해 주세요.' }),
  mobile: mobileSchema,
});
export type LocalAnswer = z.infer<typeof localAnswerSchema>;
export type LocalField = keyof LocalAnswer;
export const LOCAL_FIELDS: readonly LocalField[] = ['name', 'birth', 'gender', 'carrier', 'mobile'];

export type LocalFormParse =
  { ok: true; answer: LocalAnswer } | { ok: false; errors: Partial<Record<LocalField, string>> };

/** Checks the stand-in form; every field's first problem, so the page can show them all. */
export function parseLocalAnswer(fields: Record<string, string | undefined>): LocalFormParse {
  const parsed = localAnswerSchema.safeParse(fields);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const errors: Partial<Record<LocalField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (LOCAL_FIELDS as readonly string[]).includes(field)) {
      errors[field as LocalField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/**
 * CI/DI the way a 본인확인기관 behaves: the same person always gets the same
 * values (so "already registered", 502, can be found), and nobody without the
 * identity secret can compute them.
 */
export function localLinkingInfo(
  secret: string,
  answer: Pick<LocalAnswer, 'name' | 'birth' | 'mobile'>,
): { ci: string; di: string } {
  const subject = [answer.name, answer.birth, answer.mobile].join('|');
  const mac = (kind: 'ci' | 'di') =>
    createHmac('sha256', secret).update(`${kind}|${subject}`).digest('base64');
  return { ci: mac('ci'), di: mac('di') };
}

export interface LocalCompleteInput {
  requestId: string;
  /** The checked answer, or null when the developer pressed the failure button. */
  answer: LocalAnswer | null;
}

export type LocalProvider = IdentityProvider<LocalCompleteInput> & { readonly name: 'local' };

/**
 * A development and test stand-in for NICE: a page of our own asks what NICE
 * would have confirmed. Configuration refuses it in production.
 */
export function createLocalProvider(options: { secret: string }): LocalProvider {
  return {
    name: 'local',
    start: ({ requestId }) => ({
      authUrl: `${API.account.identityLocalForm}?requestId=${encodeURIComponent(requestId)}`,
    }),
    complete: ({ requestId, answer }) => {
      if (!answer)
        return Promise.resolve(failed(requestId, '개발용 화면에서 실패를 선택했습니다.'));
      const person: VerifiedPerson = {
        name: answer.name,
        birthDate: `${answer.birth.slice(0, 4)}-${answer.birth.slice(4, 6)}-${answer.birth.slice(6, 8)}`,
        gender: answer.gender,
        mobile: answer.mobile,
        ...localLinkingInfo(options.secret, answer),
      };
      return Promise.resolve({ ok: true, requestId, person });
    },
  };
}
