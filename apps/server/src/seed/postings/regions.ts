import { CODE_GROUPS } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import type { Rng } from './prng';

/**
 * Where generated companies sit, weighted roughly like Korea's job market:
 * about a third of postings in 서울 (강남·서초·영등포·금천·구로 heaviest),
 * a quarter in 경기 (판교·수원·화성·용인), the rest by each 시·도's size.
 * Only codes in force (generator.test.ts checks it): 전남광주통합특별시 weighs
 * what 광주 and 전남 weighed together.
 */
const PROVINCE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['11000', 34],
  ['41000', 27],
  ['28000', 5],
  ['26000', 5],
  ['27000', 3],
  ['30000', 3],
  ['12000', 3.8],
  ['31000', 2],
  ['36000', 0.7],
  ['51000', 1.5],
  ['43000', 2.8],
  ['44000', 3.5],
  ['52000', 1.8],
  ['47000', 3],
  ['48000', 4],
  ['50000', 1],
];

/** Extra weight of busy 시·군·구 (every other one counts 1). */
const HOT: Record<string, number> = {
  11680: 14, // 강남구
  11650: 7, // 서초구
  11560: 6, // 영등포구
  11545: 6, // 금천구 (가산디지털단지)
  11530: 5, // 구로구
  11440: 5, // 마포구
  11710: 5, // 송파구
  11140: 5, // 중구
  11110: 3, // 종로구
  11200: 3, // 성동구
  11170: 2, // 용산구
  11500: 2, // 강서구 (마곡)
  41135: 12, // 성남시 분당구 (판교)
  41117: 5, // 수원시 영통구
  41597: 5, // 화성시 동탄구
  41463: 4, // 용인시 기흥구
  41173: 4, // 안양시 동안구
  41220: 4, // 평택시
  41273: 4, // 안산시 단원구
  41390: 3, // 시흥시
  41570: 3, // 김포시
  41285: 3, // 고양시 일산동구
  41500: 2, // 이천시
  41480: 2, // 파주시
  26350: 4, // 해운대구
  26230: 4, // 부산진구
  26440: 3, // 부산 강서구
  28185: 4, // 연수구 (송도)
  28200: 4, // 남동구
  28237: 2, // 부평구
  28155: 2, // 영종구 (인천공항)
  27290: 3, // 달서구
  27260: 2, // 수성구
  30200: 5, // 유성구
  30170: 2, // 대전 서구
  12300: 4, // 광산구 (하남산단)
  12240: 3, // 서구 (상무지구)
  12270: 2, // 북구
  31140: 3, // 울산 남구
  31710: 2, // 울주군
  43113: 4, // 청주시 흥덕구
  43770: 2, // 음성군
  44133: 5, // 천안시 서북구
  44200: 4, // 아산시
  44270: 2, // 당진시
  47190: 4, // 구미시
  47111: 3, // 포항시 남구
  48123: 4, // 창원시 성산구
  48250: 3, // 김해시
  48310: 2, // 거제시
  52113: 2, // 전주시 덕진구
  12130: 2, // 여수시
  12230: 2, // 광양시
  51130: 2, // 원주시
  51110: 2, // 춘천시
  50110: 3, // 제주시
};

const districtsByProvince = new Map<string, (readonly [string, number])[]>(
  PROVINCE_WEIGHTS.map(([cd]) => [
    cd,
    codeBook
      .list(CODE_GROUPS.region, 2)
      .filter((r) => r.upperCd === cd)
      .map((r) => [r.cd, HOT[r.cd] ?? 1] as const),
  ]),
);

/** A 시·군·구 code, weighted. */
export function pickDistrict(rng: Rng, province?: string): string {
  const cd = province ?? rng.weighted(PROVINCE_WEIGHTS);
  const districts = districtsByProvince.get(cd) ?? [];
  return districts.length ? rng.weighted(districts) : cd;
}

/** A district in an industrial area (factories, logistics centres), for production work. */
const INDUSTRIAL: readonly (readonly [string, number])[] = [
  ['41220', 4],
  ['41273', 4],
  ['41390', 4],
  ['41570', 3],
  ['41500', 2],
  ['41550', 2],
  ['41591', 2],
  ['41461', 2],
  ['41610', 2],
  ['28200', 3],
  ['28275', 2],
  ['26440', 2],
  ['27710', 2],
  ['31140', 2],
  ['31710', 2],
  ['43114', 2],
  ['43770', 2],
  ['43750', 2],
  ['44200', 3],
  ['44133', 2],
  ['44270', 2],
  ['47190', 3],
  ['47111', 2],
  ['48123', 3],
  ['48250', 2],
  ['48310', 1],
  ['12230', 1],
  ['12300', 2],
  ['52130', 1],
];

export function pickIndustrialDistrict(rng: Rng): string {
  return rng.weighted(INDUSTRIAL);
}

export function provinceOf(district: string): string {
  return codeBook.withAncestors(CODE_GROUPS.region, district).at(-1) ?? district;
}
