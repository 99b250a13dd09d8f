import { z } from 'zod';
import {
  CAREER_LOOKUP_SOURCE,
  type CareerLookupAuthMethod,
  type CareerLookupRecord,
  type CareerLookupTelecom,
} from '@ilteo/contract';
import { createCodefClient, type CodefApiConfig, type FetchLike } from './codef-client';
import {
  CareerLookupProviderError,
  type CareerLookupProvider,
  type LookupFetchOutcome,
  type LookupPerson,
} from './provider';

/** 국민건강보험공단 > 자격득실확인서 (docs/career-lookup.md). */
export const CODEF_NHIS_JOIN_PATH = '/v1/kr/public/pp/nhis-join/identify-confirmation';
/** CODEF's code for 국민건강보험공단. */
const ORGANIZATION = '0002';
/** loginType 5: 간편인증. */
const LOGIN_TYPE_SIMPLE_AUTH = '5';
/** loginTypeLevel: 1 카카오톡, 5 통신사(PASS), 6 네이버. */
const LOGIN_TYPE_LEVEL: Record<CareerLookupAuthMethod, string> = {
  kakao: '1',
  pass: '5',
  naver: '6',
};
/** telecom: 0 SKT, 1 KT, 2 LG U+ (알뜰폰 by host network). */
const TELECOM: Record<CareerLookupTelecom, string> = { SKT: '0', KT: '1', LGU: '2' };

export const CODEF_SUCCESS = 'CF-00000';
/** 추가인증 필요: the 간편인증 request went to the member's app. */
export const CODEF_TWO_WAY = 'CF-03002';

const twoWayInfoSchema = z.object({
  jobIndex: z.number().int(),
  threadIndex: z.number().int(),
  jti: z.string().min(1),
  twoWayTimestamp: z.number().int(),
});
export type CodefTwoWayInfo = z.infer<typeof twoWayInfoSchema>;

/** What the first call's CF-03002 data carries (method 'simpleAuth' for 간편인증). */
const continueSchema = twoWayInfoSchema.extend({
  continue2Way: z.literal(true),
  method: z.string().optional(),
});

/** What the request row keeps between the two calls: no personal data. */
const pendingSchema = z.object({
  telecom: z.enum(['SKT', 'KT', 'LGU']).nullable(),
  twoWayInfo: twoWayInfoSchema,
});

const joinRowSchema = z.object({
  resCompanyNm: z.string().optional(),
  resJoinUserType: z.string().optional(),
  commStartDate: z.string().optional(),
  commEndDate: z.string().optional(),
});

/** The product's body for this member: identity from 본인인증, never a resident number. */
function firstBody(
  person: LookupPerson,
  authMethod: CareerLookupAuthMethod,
  telecom: CareerLookupTelecom | null,
): Record<string, unknown> {
  return {
    organization: ORGANIZATION,
    loginType: LOGIN_TYPE_SIMPLE_AUTH,
    loginTypeLevel: LOGIN_TYPE_LEVEL[authMethod],
    userName: person.name,
    identity: person.birthDate.replace(/-/g, ''),
    phoneNo: person.mobile,
    ...(telecom ? { telecom: TELECOM[telecom] } : {}),
    // 0: the 공단 masks the back digits of the resident number; we never want them.
    isIdentityViewYN: '0',
    // 0: every kind of subscriber; workplace rows are picked below.
    useType: '0',
  };
}

const yearMonthOf = (value: string | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length < 6) return null;
  const ym = digits.slice(0, 6);
  return /^(19|20)\d{2}(0[1-9]|1[0-2])$/.test(ym) ? ym : null;
};

/**
 * The 자격득실 rows as workplaces: only 직장가입자 rows (a 지역가입자 or
 * 피부양자 period is not employment); a row without a loss date is current.
 * One entry per workplace and start, newest first.
 */
export function recordsFromJoinRows(data: unknown): CareerLookupRecord[] {
  const rows = Array.isArray(data) ? data : data ? [data] : [];
  const seen = new Set<string>();
  const records: CareerLookupRecord[] = [];
  for (const raw of rows) {
    const row = joinRowSchema.safeParse(raw);
    if (!row.success || row.data.resJoinUserType?.trim() !== '직장가입자') continue;
    const company = (row.data.resCompanyNm ?? '').trim().slice(0, 100);
    const start = yearMonthOf(row.data.commStartDate);
    if (!company || !start) continue;
    const end = yearMonthOf(row.data.commEndDate);
    const key = `${company}|${start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    records.push({
      company,
      start,
      end: end ?? '',
      current: end === null,
      source: CAREER_LOOKUP_SOURCE,
    });
  }
  return records.sort((a, b) => b.start.localeCompare(a.start));
}

export interface CodefProviderOptions {
  api: CodefApiConfig;
  fetch?: FetchLike;
}

/**
 * CODEF's 건강보험공단 자격득실확인서 with 간편인증, a two-way flow: the first
 * call sends the 간편인증 request to the member's app and answers CF-03002
 * with the session (twoWayInfo), kept on the request row; once the member
 * has approved, the same body with is2Way, simpleAuth '1' and twoWayInfo
 * answers the rows.
 */
export function createCodefCareerProvider(
  options: CodefProviderOptions,
): CareerLookupProvider & { readonly name: 'codef' } {
  const client = createCodefClient(options.api, options.fetch);

  return {
    name: 'codef',

    async start(person, { authMethod, telecom }) {
      const { result, data } = await client.product(
        CODEF_NHIS_JOIN_PATH,
        firstBody(person, authMethod, telecom ?? null),
      );
      const session = continueSchema.safeParse(data);
      if (result.code !== CODEF_TWO_WAY || !session.success) {
        throw new CareerLookupProviderError(`CODEF start answered ${result.code}`);
      }
      const { jobIndex, threadIndex, jti, twoWayTimestamp } = session.data;
      return {
        pending: {
          telecom: telecom ?? null,
          twoWayInfo: { jobIndex, threadIndex, jti, twoWayTimestamp },
        },
      };
    },

    async fetch(person, { authMethod, pending }): Promise<LookupFetchOutcome> {
      const state = pendingSchema.safeParse(pending);
      if (!state.success) return { kind: 'error', reason: 'CODEF state missing' };
      const { result, data } = await client.product(CODEF_NHIS_JOIN_PATH, {
        ...firstBody(person, authMethod, state.data.telecom),
        simpleAuth: '1',
        is2Way: true,
        twoWayInfo: state.data.twoWayInfo,
      });
      if (result.code === CODEF_SUCCESS) {
        return { kind: 'records', records: recordsFromJoinRows(data) };
      }
      if (result.code === CODEF_TWO_WAY) {
        // Not approved in the app yet: the session may come back renewed.
        const renewed = continueSchema.safeParse(data);
        if (!renewed.success) return { kind: 'not-verified' };
        const { jobIndex, threadIndex, jti, twoWayTimestamp } = renewed.data;
        return {
          kind: 'not-verified',
          pending: { ...state.data, twoWayInfo: { jobIndex, threadIndex, jti, twoWayTimestamp } },
        };
      }
      return { kind: 'error', reason: `CODEF fetch answered ${result.code}` };
    },
  };
}
