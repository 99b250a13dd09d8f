import type { CertSummary } from '@ilteo/contract';
import { certDetailHref } from '@/shared/config/content-links';
import { useCertificates } from '../api/get-certificates';
import { CertBadges } from '../components/catalogue-badges';
import { CatalogueCard } from '../components/catalogue-card';
import { CatalogueList, type CatalogueConfig } from '../components/catalogue-list';
import { CERT_DEFAULTS, certFiltersFrom, certQueryOf, type CertFilters } from '../lib/cert-filters';
import { FIELD_ITEMS, GRADE_ITEMS, KIND_ITEMS } from '../lib/filters';
import { nextRoundStep } from '../lib/next-step';

export const CERT_LIST_STATE_KEY = 'certi-list';

/** /person/certi-lang/certi/list: the catalogue list configured for certificates. */
const CERT_CATALOGUE: CatalogueConfig<CertFilters, CertSummary> = {
  stateKey: CERT_LIST_STATE_KEY,
  idPrefix: 'certi',
  title: '자격증 정보',
  lead: '자격증의 시험 일정과 접수 기간을 확인하고 관심 자격증으로 모아 보세요.',
  searchLabel: '자격증 검색',
  searchPlaceholder: '자격증 이름, 약칭, 초성 (예: 정처기, ㅈㅂㅊㄹ)',
  errorMessage: '자격증 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  defaults: CERT_DEFAULTS,
  filtersFrom: certFiltersFrom,
  selects: [
    { key: 'kind', label: '자격 종류', items: KIND_ITEMS },
    { key: 'grade', label: '등급', items: GRADE_ITEMS },
    { key: 'ncsField', label: '분야', items: FIELD_ITEMS },
  ],
  usePage: (filters) => useCertificates(certQueryOf(filters)),
  itemKey: (item) => item.code,
  renderItem: (item, today) => (
    <CatalogueCard
      href={certDetailHref(item.code)}
      code={item.code}
      name={item.name}
      contentType="certificate"
      interested={item.interested}
      badges={<CertBadges cert={item} />}
      issuer={item.issuer}
      step={item.nextRound ? nextRoundStep(item.nextRound, today) : null}
      sample={item.nextRound?.sample === true}
    />
  ),
};

export function CertiListPage() {
  return <CatalogueList config={CERT_CATALOGUE} />;
}
