import { CODE_GROUPS, type RegionNode } from '@ilteo/contract';
import { codeBook } from '../postings';

/**
 * The region picker's tree: 지역무관 and each 시·도 with its 시·군·구, in the
 * code book's order, with open-posting counts. A 시·도's count is of postings
 * anywhere in it (region_match carries the 시·도 of every 시·군·구).
 */
export function regionTree(counts: ReadonlyMap<string, number>): RegionNode[] {
  const children = new Map<string, RegionNode['children']>();
  for (const row of codeBook.list(CODE_GROUPS.region, 2)) {
    if (!row.upperCd) continue;
    let list = children.get(row.upperCd);
    if (!list) children.set(row.upperCd, (list = []));
    list.push({ cd: row.cd, name: row.name, count: counts.get(row.cd) ?? 0 });
  }
  return codeBook.list(CODE_GROUPS.region, 1).map((row) => ({
    cd: row.cd,
    name: row.name,
    count: counts.get(row.cd) ?? 0,
    children: children.get(row.cd) ?? [],
  }));
}
