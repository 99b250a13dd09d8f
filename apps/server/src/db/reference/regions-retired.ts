import type { Sido, Sigungu } from './regions-in-force';

/**
 * Codes retired on 2026-07-01, kept as REGION rows that are no longer
 * current so postings, conditions and links that carry them still resolve
 * (each row names its successor: @ilteo/contract REGION_SUCCESSORS).
 */

/** 시·도 that ceased to exist, with their 시·군·구. */
export const RETIRED_SIDO: readonly Sido[] = [
  {
    cd: '29000',
    name: '광주광역시',
    sigungu: [
      ['29110', '동구'],
      ['29140', '서구'],
      ['29155', '남구'],
      ['29170', '북구'],
      ['29200', '광산구'],
    ],
  },
  {
    cd: '46000',
    name: '전라남도',
    sigungu: [
      ['46110', '목포시'],
      ['46130', '여수시'],
      ['46150', '순천시'],
      ['46170', '나주시'],
      ['46230', '광양시'],
      ['46710', '담양군'],
      ['46720', '곡성군'],
      ['46730', '구례군'],
      ['46770', '고흥군'],
      ['46780', '보성군'],
      ['46790', '화순군'],
      ['46800', '장흥군'],
      ['46810', '강진군'],
      ['46820', '해남군'],
      ['46830', '영암군'],
      ['46840', '무안군'],
      ['46860', '함평군'],
      ['46870', '영광군'],
      ['46880', '장성군'],
      ['46890', '완도군'],
      ['46900', '진도군'],
      ['46910', '신안군'],
    ],
  },
];

/** 시·군·구 retired inside a 시·도 that goes on, by that 시·도. */
export const RETIRED_SIGUNGU: ReadonlyMap<string, readonly Sigungu[]> = new Map([
  [
    '28000',
    [
      ['28110', '중구'],
      ['28140', '동구'],
      ['28260', '서구'],
    ],
  ],
]);
