import { CODE_GROUPS, REGION_SUCCESSORS, type Offer } from '@ilteo/contract';
import { rejected } from '../../http/errors';
import { codeBook } from '../postings';
import type { OfferRow, TalentFilter, TalentRow } from './repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** An offer as its member sees it; a sent offer past its time is 'expired'. */
export function presentOffer(row: OfferRow, now: Date): Offer {
  const expired = row.status === 'sent' && new Date(row.expires_at) <= now;
  return {
    offerId: row.offer_id,
    kind: row.kind,
    companyName: row.company_name,
    postingId: row.posting_id,
    postingTitle: row.posting_title,
    message: row.message,
    sentAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    status: expired ? 'expired' : row.status,
    declineReason: row.decline_reason,
    respondedAt: row.responded_at === null ? null : iso(row.responded_at),
  };
}

/** A talent line: the résumé's title and wishes in Korean names; never a name or a contact. */
export function presentTalent(row: TalentRow) {
  return {
    resumeId: row.resume_id,
    title: row.title,
    careerType: row.career_type,
    wishJobs: row.wish_jobs.map((cd) => codeBook.name(CODE_GROUPS.job, cd)),
    wishRegions: row.wish_regions.map((cd) => codeBook.regionLabel(cd)),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * A code and every code under it (대분류 → its 중·소분류; 시·도 → its 시·군·구),
 * since résumés keep the codes the member picked, at whatever level.
 */
function withDescendants(grpCd: string, cd: string): string[] {
  return codeBook
    .list(grpCd)
    .filter((row) => codeBook.withAncestors(grpCd, row.cd).includes(cd))
    .map((row) => row.cd);
}

/** The search's query as the repository filters on it; an unknown code is refused (202). */
export function talentFilterOf(query: {
  jobCode?: string | undefined;
  regionCode?: string | undefined;
  careerType?: 'N' | 'E' | undefined;
}): TalentFilter {
  const filter: TalentFilter = { careerType: query.careerType };
  if (query.jobCode !== undefined) {
    if (!codeBook.has(CODE_GROUPS.job, query.jobCode)) {
      throw rejected.field('jobCode', '직무 코드를 확인해 주세요.');
    }
    filter.jobCodes = withDescendants(CODE_GROUPS.job, query.jobCode);
  }
  if (query.regionCode !== undefined) {
    const region = REGION_SUCCESSORS.get(query.regionCode) ?? query.regionCode;
    if (!codeBook.has(CODE_GROUPS.region, region)) {
      throw rejected.field('regionCode', '지역 코드를 확인해 주세요.');
    }
    filter.regionCodes = withDescendants(CODE_GROUPS.region, region);
  }
  return filter;
}
