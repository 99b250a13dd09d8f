import { CODE_GROUPS } from '@ilteo/contract';
import { REFERENCE_CODES, type CodeRow } from '../../db/reference';

/**
 * The reference codes in memory (they change only by migration), for
 * labels and for expanding a code to its ancestors. Postings store codes;
 * every name that leaves the server comes from here. Retired codes (decision
 * 0008) keep their names and parents here, but no list offers them.
 */
const byGroup = new Map<string, Map<string, CodeRow>>();
for (const row of REFERENCE_CODES) {
  let group = byGroup.get(row.grpCd);
  if (!group) byGroup.set(row.grpCd, (group = new Map<string, CodeRow>()));
  group.set(row.cd, row);
}

function group(grpCd: string): Map<string, CodeRow> {
  return byGroup.get(grpCd) ?? new Map<string, CodeRow>();
}

export const codeBook = {
  has(grpCd: string, cd: string): boolean {
    return group(grpCd).has(cd);
  },

  name(grpCd: string, cd: string): string {
    return group(grpCd).get(cd)?.name ?? cd;
  },

  /** Codes in force of a group in display order (for facets and pickers); retired ones never. */
  list(grpCd: string, level?: number): CodeRow[] {
    return [...group(grpCd).values()]
      .filter((r) => r.current && (level === undefined || r.level === level))
      .sort((a, b) => a.sortOrder - b.sortOrder);
  },

  /** The code and every ancestor (소분류 → 중분류 → 대분류; 시·군·구 → 시·도). */
  withAncestors(grpCd: string, cd: string): string[] {
    const out: string[] = [];
    let row = group(grpCd).get(cd);
    while (row) {
      out.push(row.cd);
      row = row.upperCd ? group(grpCd).get(row.upperCd) : undefined;
    }
    return out.length ? out : [cd];
  },

  /** '서울 강남구' for a 시·군·구, the 시·도 name alone for a 시·도. */
  regionLabel(cd: string): string {
    const regions = group(CODE_GROUPS.region);
    const row = regions.get(cd);
    if (!row) return cd;
    const parent = row.upperCd ? regions.get(row.upperCd) : undefined;
    return parent ? `${shortProvince(parent.name)} ${row.name}` : row.name;
  },
};

/** 서울특별시 → 서울, 경기도 → 경기, 충청북도 → 충북: the short 시·도 names portals use. */
const SHORT: Record<string, string> = {
  충청북도: '충북',
  충청남도: '충남',
  전라북도: '전북',
  전북특별자치도: '전북',
  전라남도: '전남',
  전남광주통합특별시: '전남광주',
  경상북도: '경북',
  경상남도: '경남',
  제주특별자치도: '제주',
  강원특별자치도: '강원',
  세종특별자치시: '세종',
};
export function shortProvince(name: string): string {
  return SHORT[name] ?? name.replace(/(특별시|광역시|특별자치시|특별자치도|도)$/, '');
}
