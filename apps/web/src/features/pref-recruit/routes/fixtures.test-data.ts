import type {
  CommonCodeResult,
  PreferenceMatch,
  PreferenceResult,
  RegionNode,
} from '@ilteo/contract';
import { jobTree, postingSummary, regionTree } from '@/shared/testing/posting-fixtures';

export const match = (patch: Partial<PreferenceMatch> = {}): PreferenceMatch => ({
  ...postingSummary(),
  score: 92,
  reasons: ['희망 직무 일치: 백엔드 개발자', '희망 지역 일치: 서울 강남구'],
  isNew: true,
  ...patch,
});

export const result = (patch: Partial<PreferenceResult> = {}): PreferenceResult => ({
  configured: true,
  items: [
    match(),
    match({
      postingId: 32,
      title: '데이터 분석가',
      score: 64,
      reasons: ['희망 지역 일치: 서울 강남구'],
      isNew: false,
    }),
  ],
  page: 1,
  size: 20,
  total: 2,
  totalPages: 1,
  today: '2025-03-01',
  ...patch,
});

export const REGIONS: RegionNode[] = regionTree();

export const JOB_CODES: CommonCodeResult = { JOB: jobTree() };

const flat = (items: [string, string][]) =>
  items.map(([cd, name]) => ({ cd, name, upperCd: null, level: 1 }));

export const CHOICE_CODES: CommonCodeResult = {
  EMP_TP: flat([
    ['10', '정규직'],
    ['20', '계약직'],
    ['30', '인턴'],
  ]),
  PREF: flat([
    ['01', '장애인'],
    ['02', '국가보훈 대상자'],
    ['03', '고령자'],
  ]),
};
