import { createHash } from 'node:crypto';
import { CAREER_LOOKUP_SOURCE, type CareerLookupRecord } from '@ilteo/contract';
import { seoulDate } from '../../lib/seoul-date';
import type { CareerLookupProvider, LookupPerson } from './provider';

/** The stand-in's 간편인증 window (not in the contract: it exists only with the local provider). */
export const LOCAL_WINDOW_PATH = '/api/v1/person/career-lookup/local-window';

/**
 * A verified name containing this makes the stand-in's look-up fail (1001),
 * so development and tests can see the failure path without a flag.
 */
export const LOCAL_FAILING_NAME_PART = '조회실패';

/** Fictional workplaces: nothing here names a real company. */
const FICTIONAL_COMPANIES = [
  '(주)한빛데이터',
  '푸른숲소프트(주)',
  '(주)새벽물류',
  '다온디자인 주식회사',
  '(주)바른회계법인',
  '하늘길여행(주)',
  '(주)모아리테일',
  '누리에너지 주식회사',
  '(주)가온의료기',
  '별빛교육(주)',
  '(주)온새미식품',
  '이음건설 주식회사',
] as const;

type YearMonth = { year: number; month: number };
const toIndex = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);
const fromIndex = (index: number): string =>
  `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The stand-in's records for one person: always the same for the same seed
 * (CI) and birth date, two or three fictional workplaces from about age 23,
 * none starting after `now`, the last one possibly still current. Newest
 * first, as the source lists them.
 */
export function localCareerRecords(
  seed: string,
  birthDate: string,
  now: Date,
): CareerLookupRecord[] {
  const h = createHash('sha256').update(`career-lookup|${seed}`).digest();
  const byte = (i: number) => h[i % h.length] ?? 0;
  const today = seoulDate(now);
  const nowIndex = toIndex({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  const count = 2 + (byte(0) % 2);
  const used = new Set<number>();
  const records: CareerLookupRecord[] = [];
  let start = toIndex({
    year: Number(birthDate.slice(0, 4)) + 23 + (byte(1) % 3),
    month: 1 + (byte(2) % 12),
  });
  for (let i = 0; i < count && start <= nowIndex; i++) {
    let company = byte(3 + i) % FICTIONAL_COMPANIES.length;
    while (used.has(company)) company = (company + 1) % FICTIONAL_COMPANIES.length;
    used.add(company);
    const last = i === count - 1;
    const end = start + 13 + (byte(6 + i) % 36);
    const current = (last && byte(9) % 2 === 0) || end >= nowIndex;
    records.push({
      company: FICTIONAL_COMPANIES[company] ?? FICTIONAL_COMPANIES[0],
      start: fromIndex(start),
      end: current ? '' : fromIndex(end),
      current,
      source: CAREER_LOOKUP_SOURCE,
    });
    if (current) break;
    start = end + 1 + (byte(10 + i) % 4);
  }
  return records.reverse();
}

/**
 * The development and test stand-in for CODEF: a page of ours plays the
 * 간편인증 app (its button marks the request verified), and the records are
 * made up from the member's identity. Configuration refuses it in production.
 */
export function createLocalCareerProvider(options: { now: () => Date }): CareerLookupProvider & {
  readonly name: 'local';
} {
  return {
    name: 'local',
    start: (_person: LookupPerson, { lookupId }) =>
      Promise.resolve({
        authUrl: `${LOCAL_WINDOW_PATH}?lookupId=${encodeURIComponent(lookupId)}`,
        pending: {},
      }),
    fetch: (person, request) => {
      if (request.status !== 'verified') return Promise.resolve({ kind: 'not-verified' });
      if (person.name.includes(LOCAL_FAILING_NAME_PART)) {
        return Promise.resolve({ kind: 'error', reason: 'local provider: failing name' });
      }
      return Promise.resolve({
        kind: 'records',
        records: localCareerRecords(person.ci, person.birthDate, options.now()),
      });
    },
  };
}
