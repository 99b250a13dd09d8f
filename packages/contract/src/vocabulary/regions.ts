/**
 * Region codes retired by a reorganisation, and the code that took each
 * one's place. Saved links, stored conditions and imports (고용24 still sends
 * the old codes) carry retired codes for years, so every place that reads a
 * region code from outside maps it here first: the list filters (their
 * schema), the preferred conditions and the posting writer on the server, a
 * link's filters in the web app. Plain values without zod (decision 0020).
 *
 * The server's reference data (apps/server/src/db/reference/regions.ts) keeps
 * the retired rows with these successors; decision 0008 says which codes are
 * official and which are our reading.
 */
export const REGION_SUCCESSORS: ReadonlyMap<string, string> = new Map([
  // 2026-07-01 인천광역시 행정체제 개편. Where a 구 was split, the successor is
  // the new 구 that took the larger part of its people.
  ['28110', '28155'], // 중구 → 영종구 (영종·용유; 내륙 중구 went to 제물포구)
  ['28140', '28125'], // 동구 → 제물포구
  ['28260', '28275'], // 서구 → 서해구 (검단 went to 검단구)
  // 2026-07-01 광주광역시 + 전라남도 → 전남광주통합특별시 (12).
  ['29000', '12000'],
  ['29110', '12210'], // 동구
  ['29140', '12240'], // 서구
  ['29155', '12255'], // 남구
  ['29170', '12270'], // 북구
  ['29200', '12300'], // 광산구
  ['46000', '12000'],
  ['46110', '12110'], // 목포시
  ['46130', '12130'], // 여수시
  ['46150', '12150'], // 순천시
  ['46170', '12170'], // 나주시
  ['46230', '12230'], // 광양시
  ['46710', '12710'], // 담양군
  ['46720', '12720'], // 곡성군
  ['46730', '12730'], // 구례군
  ['46770', '12770'], // 고흥군
  ['46780', '12780'], // 보성군
  ['46790', '12790'], // 화순군
  ['46800', '12800'], // 장흥군
  ['46810', '12810'], // 강진군
  ['46820', '12820'], // 해남군
  ['46830', '12830'], // 영암군
  ['46840', '12840'], // 무안군
  ['46860', '12860'], // 함평군
  ['46870', '12870'], // 영광군
  ['46880', '12880'], // 장성군
  ['46890', '12890'], // 완도군
  ['46900', '12900'], // 진도군
  ['46910', '12910'], // 신안군
]);

/** The code in force for a region code: its successor's successor …, or itself. */
export function currentRegionCode(cd: string): string {
  let current = cd;
  // Bounded, so a mistaken cycle in the table cannot hang a request.
  for (let hops = 0; hops < REGION_SUCCESSORS.size; hops++) {
    const next = REGION_SUCCESSORS.get(current);
    if (next === undefined) break;
    current = next;
  }
  return current;
}

/** Codes mapped to those in force, in order, without repeats (two old codes may share a successor). */
export function currentRegionCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(currentRegionCode))];
}
