/**
 * The flat code groups (level 1 only, upperCd null), in display order.
 *
 * Values follow the 고용24(워크넷) 채용정보 Open API where it has them; the few
 * additions are marked as Ilteo's own and use codes the API does not use.
 */
import { CODE_GROUPS } from '@ilteo/contract';
import { flatCodes } from './tree';
import type { CodeRow } from './types';

type Pairs = readonly (readonly [cd: string, name: string])[];

/** 학력 (고용24 education / minEdubg, maxEdubg). */
const EDU: Pairs = [
  ['00', '학력무관'],
  ['01', '초졸이하'],
  ['02', '중졸'],
  ['03', '고졸'],
  ['04', '대졸(2~3년)'],
  ['05', '대졸(4년)'],
  ['06', '석사'],
  ['07', '박사'],
];

/** 경력 (고용24 career; the months go in minCareerM / maxCareerM). */
const CAREER: Pairs = [
  ['N', '신입'],
  ['E', '경력'],
  ['Z', '관계없음'],
];

/** 임금형태 (고용24 salTp). */
const SAL_TP: Pairs = [
  ['D', '일급'],
  ['H', '시급'],
  ['M', '월급'],
  ['Y', '연봉'],
];

/**
 * 고용형태: 고용24's empTp codes, named as Korean job portals name them.
 * 고용24's own wording: 10 기간의 정함이 없는 근로계약, 11 기간의 정함이 없는
 * 근로계약(시간선택제), 20 기간의 정함이 있는 근로계약, 21 기간의 정함이 있는
 * 근로계약(시간선택제), 4 파견, Y 대체인력채용. Migration 0009 renamed the rows
 * 0002 had written; change both together.
 */
const EMP_TP: Pairs = [
  ['10', '정규직'],
  ['11', '정규직(시간선택제)'],
  ['20', '계약직'],
  ['21', '계약직(시간선택제)'],
  ['4', '파견직'],
  ['Y', '대체인력'],
];

/**
 * 기업형태. 01, 03, 04, 05, 09 are 고용24 coTp codes; 02 중견기업, 06 중소기업 and
 * 07 스타트업 are Ilteo's own (common on other portals), on codes 고용24 does not use.
 */
const CO_TP: Pairs = [
  ['01', '대기업'],
  ['02', '중견기업'],
  ['06', '중소기업'],
  ['03', '벤처기업'],
  ['07', '스타트업'],
  ['04', '공공기관'],
  ['05', '외국계기업'],
  ['09', '청년친화강소기업'],
];

/** 복리후생 (고용24 welfare). */
const WELFARE: Pairs = [
  ['01', '기숙사'],
  ['02', '통근버스'],
  ['04', '중식제공 또는 중식비 지원'],
  ['06', '주택자금 지원'],
  ['11', '차량유지비'],
  ['12', '교육비 지원'],
  ['13', '자녀학자금 지원'],
  ['09', '기타'],
];

/** 우대조건 (고용24 pfPreferential). */
const PREF: Pairs = [
  ['05', '차량소지'],
  ['14', '운전가능자'],
  ['07', '고용촉진장려금 대상자'],
  ['08', '보훈대상자'],
  ['09', '장기복무 제대군인'],
  ['10', '북한이탈주민'],
  ['S', '장애인'],
  ['B', '(준)고령자(50세 이상)'],
];

/** 근무형태 (고용24 holidayTp). */
const HOLIDAY_TP: Pairs = [
  ['1', '주5일근무'],
  ['2', '주6일근무'],
  ['3', '토요격주휴무'],
  ['9', '기타'],
];

/**
 * 근로자수 bands (고용24 workerCnt codes W5, W9, W10, W30, W50, W100). The API
 * documentation lists the codes without their bounds; the names below are our
 * reading of them as the usual size bands of Korean labour statistics
 * (1~4인, 5~9인, 10~29인, 30~49인, 50~99인, 100인 이상). Confirm against 고용24
 * before relying on the exact bounds.
 */
const WORKER_CNT: Pairs = [
  ['W5', '1~4인'],
  ['W9', '5~9인'],
  ['W10', '10~29인'],
  ['W30', '30~49인'],
  ['W50', '50~99인'],
  ['W100', '100인 이상'],
];

export const EDU_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.education, EDU);
export const CAREER_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.career, CAREER);
export const SAL_TP_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.salaryType, SAL_TP);
export const EMP_TP_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.employmentType, EMP_TP);
export const CO_TP_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.companyType, CO_TP);
export const WELFARE_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.welfare, WELFARE);
export const PREF_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.preferential, PREF);
export const HOLIDAY_TP_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.holidayType, HOLIDAY_TP);
export const WORKER_CNT_CODES: readonly CodeRow[] = flatCodes(CODE_GROUPS.companySize, WORKER_CNT);

/** Every flat group, in the order of CODE_GROUPS in @ilteo/contract. */
export const FLAT_CODES: readonly CodeRow[] = [
  ...EDU_CODES,
  ...CAREER_CODES,
  ...EMP_TP_CODES,
  ...SAL_TP_CODES,
  ...CO_TP_CODES,
  ...WELFARE_CODES,
  ...PREF_CODES,
  ...HOLIDAY_TP_CODES,
  ...WORKER_CNT_CODES,
];
