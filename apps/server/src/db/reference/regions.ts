/**
 * REGION: 시·도 (level 1) and 시·군·구 (level 2), 5-digit codes.
 *
 * Source convention: 행정안전부 행정표준코드(법정동코드). A 시·도 is its 2-digit
 * prefix + '000'; a 시·군·구 is the first five digits of its 법정동코드, the
 * same 5-digit codes the 고용24(워크넷) job-posting API uses for regions
 * (e.g. 11680 서울 강남구). 00000 지역무관 is the portal's "any region".
 *
 * Code set: the 시·군·구 in force from 2026-07-01 (regions-in-force.ts), i.e.
 *   - 2023-06-11 강원특별자치도: 42xxx → 51xxx
 *   - 2023-07-01 군위군 경상북도 → 대구광역시: 47720 → 27720
 *   - 2024-01-01 부천시 일반구 restored: 41190 → 41192 원미구, 41194 소사구, 41196 오정구
 *   - 2024-01-18 전북특별자치도: 45xxx → 52xxx
 *   - 2026-02-01 화성시 일반구: 41590 → 41591 만세구, 41593 효행구, 41595 병점구, 41597 동탄구
 *   - 2026-07-01 인천 중구 28110·동구 28140·서구 28260 → 28125 제물포구, 28155 영종구,
 *     28275 서해구, 28290 검단구 (official codes)
 *   - 2026-07-01 광주광역시(29xxx)와 전라남도(46xxx) → 전남광주통합특별시 12000, which
 *     leaves 16 시·도. Official: the prefix 12, 12110 목포시 and 12210 동구. Our
 *     reading of the rest (decision 0008): a former 전남 시·군 keeps its last three
 *     digits (46130 여수시 → 12130 … 46910 신안군 → 12910), a former 광주 자치구
 *     adds 100 to them (29110 동구 → 12210, 29140 서구 → 12240, 29155 남구 → 12255,
 *     29170 북구 → 12270, 29200 광산구 → 12300), which fits both official codes and
 *     collides with nothing.
 * Codes retired on 2026-07-01 stay as rows that are not current
 * (regions-retired.ts), each naming its successor (@ilteo/contract
 * REGION_SUCCESSORS): postings and conditions stored before are moved by
 * migration 0014, and links and imports that still carry them are mapped on
 * input. Where a 구 was split, the successor is the part most of its people
 * went to (중구 → 영종구, 서구 → 서해구).
 *
 * A 시 with 일반구 (자치구가 아닌 구) is listed by its 구, named '수원시 장안구', and
 * the 시 itself is left out, as job portals do. Level-2 names are the
 * 시·군·구 name only; upperCd is the 시·도 code. 세종 has one entry, 36110.
 * Level 2 is in code order within each 시·도, except that 전남광주통합특별시
 * lists the former 광주 자치구 first, then its 시, then its 군 (code order would
 * put 동구 between 나주시 and 광양시); level 1 is in the portals' usual order, with
 * 전남광주통합특별시 where 광주광역시 was, among the 특별시·광역시.
 */
import { CODE_GROUPS, REGION_SUCCESSORS } from '@ilteo/contract';
import { SIDO_IN_FORCE } from './regions-in-force';
import { RETIRED_SIDO, RETIRED_SIGUNGU } from './regions-retired';
import { flattenCodeTree, type CodeNode } from './tree';
import type { CodeRow } from './types';

export const REGION_GROUP = CODE_GROUPS.region;

/** The portal's "any region" code. */
export const REGION_ANY = '00000';

const REGION_TREE: readonly CodeNode[] = [
  { cd: REGION_ANY, name: '지역무관' },
  ...SIDO_IN_FORCE.map((s) => ({
    cd: s.cd,
    name: s.name,
    children: s.sigungu.map(([cd, name]) => ({ cd, name })),
  })),
];

const CURRENT_ROWS = flattenCodeTree(REGION_GROUP, REGION_TREE);

/** The retired rows, numbered after the current ones, each parent before its children. */
function retiredRows(): CodeRow[] {
  const rows: CodeRow[] = [];
  const add = (cd: string, name: string, upperCd: string | null): void => {
    rows.push({
      grpCd: REGION_GROUP,
      cd,
      name,
      upperCd,
      level: upperCd === null ? 1 : 2,
      sortOrder: CURRENT_ROWS.length + rows.length + 1,
      current: false,
      successorCd: REGION_SUCCESSORS.get(cd) ?? null,
    });
  };
  for (const sido of RETIRED_SIDO) {
    add(sido.cd, sido.name, null);
    for (const [cd, name] of sido.sigungu) add(cd, name, sido.cd);
  }
  for (const [sidoCd, sigungu] of RETIRED_SIGUNGU) {
    for (const [cd, name] of sigungu) add(cd, name, sidoCd);
  }
  return rows;
}

/** 지역무관, the 16 시·도 and their 시·군·구 in force; then the retired codes, not current. */
export const REGION_CODES: readonly CodeRow[] = [...CURRENT_ROWS, ...retiredRows()];
