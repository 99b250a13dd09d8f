import type { PostingFacets } from '@ilteo/contract';
import type { FilterKey } from './filter-chips';
import type { RecruitFilters } from './recruit-filters';

/**
 * When nothing matches: which filter to drop to get results, from the facet
 * counts. A facet counts postings per value under the *other* filters, so
 * dropping a filter whose values never overlap (a posting has one 학력, one
 * 고용형태, one 기업형태) leaves exactly the sum of its counts. Where a
 * posting can have several values (regions, 우대조건) or values overlap
 * (신입·경력 both take 경력무관, the deadline bands nest), the largest count
 * is a lower bound, said as "N건 이상".
 */

export interface RemovalHint {
  key: FilterKey;
  count: number;
  atLeast: boolean;
}

type FacetKey = Exclude<keyof PostingFacets, 'total'>;

const FACETED: readonly { key: FilterKey; facet: FacetKey; exclusive: boolean }[] = [
  { key: 'regions', facet: 'regions', exclusive: false },
  { key: 'careers', facet: 'careers', exclusive: false },
  { key: 'educations', facet: 'educations', exclusive: true },
  { key: 'employmentTypes', facet: 'employmentTypes', exclusive: true },
  { key: 'companyTypes', facet: 'companyTypes', exclusive: true },
  { key: 'preferentials', facet: 'preferentials', exclusive: false },
  { key: 'deadline', facet: 'deadlines', exclusive: false },
];

const isSet = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';

export function removalHints(f: RecruitFilters, facets: PostingFacets): RemovalHint[] {
  const hints: RemovalHint[] = [];
  for (const { key, facet, exclusive } of FACETED) {
    if (!isSet(f[key])) continue;
    const counts = Object.values(facets[facet]);
    const count = exclusive
      ? counts.reduce((sum, n) => sum + n, 0)
      : counts.reduce((max, n) => Math.max(max, n), 0);
    if (count > 0) hints.push({ key, count, atLeast: !exclusive });
  }
  return hints.sort((a, b) => b.count - a.count);
}
