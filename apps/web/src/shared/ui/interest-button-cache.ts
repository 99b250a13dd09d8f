import type { ContentType } from '@ilteo/contract';

/**
 * Finding a marked item in cached query data. Lists, details and the main
 * page's blocks hold the same item in different shapes, so the cache is walked
 * and every object that is the item (its id field equals the id, and it has an
 * `interested` flag) gets the new state; `interestCount` follows when present.
 */

/** The field that names an item of each content type in API data. */
export const INTEREST_ID_KEYS: Record<ContentType, string> = {
  posting: 'postingId',
  company: 'companyId',
  certificate: 'code',
  'language-test': 'code',
  'community-post': 'postId',
  'company-review': 'reviewId',
  'interview-review': 'recruitReviewId',
  'guide-article': 'articleId',
};

export interface InterestTarget {
  idKey: string;
  id: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isTarget = (record: Record<string, unknown>, { idKey, id }: InterestTarget): boolean => {
  const value = record[idKey];
  return (
    typeof record.interested === 'boolean' &&
    (typeof value === 'string' || typeof value === 'number') &&
    String(value) === id
  );
};

/**
 * `data` with the target marked `interested`. Unchanged parts keep their
 * identity, and `data` itself comes back when the target is not in it.
 * `count` is the server's count; without it the count is moved by one.
 */
export function markInterest(
  data: unknown,
  target: InterestTarget,
  interested: boolean,
  count?: number,
): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item: unknown) => markInterest(item, target, interested, count));
    return next.some((item, i) => item !== data[i]) ? next : data;
  }
  if (!isPlainObject(data)) return data;

  if (isTarget(data, target)) {
    if (typeof data.interestCount !== 'number') {
      return data.interested === interested ? data : { ...data, interested };
    }
    const guess =
      data.interested === interested
        ? data.interestCount
        : Math.max(0, data.interestCount + (interested ? 1 : -1));
    const interestCount = count ?? guess;
    if (data.interested === interested && data.interestCount === interestCount) return data;
    return { ...data, interested, interestCount };
  }

  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const marked = markInterest(value, target, interested, count);
    if (marked !== value) changed = true;
    next[key] = marked;
  }
  return changed ? next : data;
}
