import {
  CODE_GROUPS,
  type CommonCode,
  type CommonCodeResult,
  type RegionNode,
} from '@ilteo/contract';
import type { FilterNames } from './filter-chips';

/** Display names of chosen codes, for the chips above the results. */

/** '서울특별시 전체' for a 시·도, '서울특별시 강남구' for a 시·군·구. */
export function regionNames(regions: readonly RegionNode[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const sido of regions) {
    names.set(sido.cd, `${sido.name} 전체`);
    for (const child of sido.children) names.set(child.cd, `${sido.name} ${child.name}`);
  }
  return names;
}

/** Every code of a (tree of) code list by name; a parent is '… 전체'. */
export function codeNames(codes: readonly CommonCode[]): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (code: CommonCode) => {
    names.set(code.cd, code.children?.length ? `${code.name} 전체` : code.name);
    code.children?.forEach(visit);
  };
  codes.forEach(visit);
  return names;
}

/** Names of every filter's codes; each code group is its own map, as codes repeat across groups. */
export function filterNamesOf(
  regions: readonly RegionNode[] | undefined,
  jobs: readonly CommonCode[] | undefined,
  codes: CommonCodeResult | undefined,
): FilterNames {
  const group = (cd: string) => codeNames(codes?.[cd] ?? []);
  return {
    regions: regionNames(regions ?? []),
    jobs: codeNames(jobs ?? []),
    educations: group(CODE_GROUPS.education),
    employmentTypes: group(CODE_GROUPS.employmentType),
    companyTypes: group(CODE_GROUPS.companyType),
    preferentials: group(CODE_GROUPS.preferential),
  };
}
