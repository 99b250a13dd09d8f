import {
  OPEN_API_POSTING_FIELDS,
  ROUTES,
  type ApiKeyItem,
  type OpenApiPostingField,
  type PostingSummary,
} from '@ilteo/contract';
import type { ApiKeyRow } from './repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A key in my home's list: its first characters, never its hash or the key. */
export function presentKey(row: ApiKeyRow): ApiKeyItem {
  return {
    keyId: row.keyId,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
    revokedAt: row.revokedAt === null ? null : iso(row.revokedAt),
    revoked: row.revokedAt !== null,
    todayCalls: row.todayCalls,
    dailyQuota: row.dailyQuota,
    allowedIps: row.allowedIps,
  };
}

/** A selected field's value: text, a number, a list of codes or nothing. */
export type OpenFieldValue = string | number | string[] | null;

/** Every selectable field of a posting, as the open API names it. */
function openFields(p: PostingSummary, url: string): Record<OpenApiPostingField, OpenFieldValue> {
  return {
    postingId: p.postingId,
    title: p.title,
    companyName: p.company.name,
    regionCodes: p.regions.map((r) => r.cd),
    jobCodes: p.jobs.map((j) => j.cd),
    employmentType: p.employmentType,
    careerType: p.careerType,
    education: p.education,
    salaryType: p.salary.type,
    salaryMin: p.salary.min,
    salaryMax: p.salary.max,
    openDate: p.openDate,
    closeDate: p.closeDate,
    closeType: p.closeType,
    url,
  };
}

/**
 * A posting with only the fields the caller chose (`fields=`), in the
 * order of OPEN_API_POSTING_FIELDS; `origin` makes the posting's page URL.
 */
export function presentOpenPosting(
  p: PostingSummary,
  fields: readonly OpenApiPostingField[],
  origin: string,
): Partial<Record<OpenApiPostingField, OpenFieldValue>> {
  const all = openFields(p, `${origin}${ROUTES.recruitDetail.path}?postingId=${p.postingId}`);
  const chosen = new Set(fields);
  return Object.fromEntries(
    OPEN_API_POSTING_FIELDS.filter((f) => chosen.has(f)).map((f) => [f, all[f]]),
  );
}
