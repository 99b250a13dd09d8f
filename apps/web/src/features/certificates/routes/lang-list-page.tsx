import type { LangSummary } from '@ilteo/contract';
import { langDetailHref } from '@/shared/config/content-links';
import { useLanguageTests } from '../api/get-language-tests';
import { LangBadges } from '../components/catalogue-badges';
import { CatalogueCard } from '../components/catalogue-card';
import { CatalogueList, type CatalogueConfig } from '../components/catalogue-list';
import { LANGUAGE_ITEMS } from '../lib/filters';
import { LANG_DEFAULTS, langFiltersFrom, langQueryOf, type LangFilters } from '../lib/lang-filters';
import { nextSessionStep } from '../lib/next-step';

export const LANG_LIST_STATE_KEY = 'lang-list';

/** /person/certi-lang/lang/list: the catalogue list configured for language tests. */
const LANG_CATALOGUE: CatalogueConfig<LangFilters, LangSummary> = {
  stateKey: LANG_LIST_STATE_KEY,
  idPrefix: 'lang',
  title: '어학시험 정보',
  lead: '어학시험의 시험일과 접수 기간을 확인하고 관심 어학시험으로 모아 보세요.',
  searchLabel: '어학시험 검색',
  searchPlaceholder: '시험 이름, 약칭, 초성 (예: 토익, ㅌㅇ)',
  errorMessage: '어학시험 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  defaults: LANG_DEFAULTS,
  filtersFrom: langFiltersFrom,
  selects: [{ key: 'language', label: '언어', items: LANGUAGE_ITEMS }],
  usePage: (filters) => useLanguageTests(langQueryOf(filters)),
  itemKey: (item) => item.code,
  renderItem: (item, today) => (
    <CatalogueCard
      href={langDetailHref(item.code)}
      code={item.code}
      name={item.name}
      contentType="language-test"
      interested={item.interested}
      badges={<LangBadges test={item} />}
      issuer={item.issuer}
      step={item.nextSession ? nextSessionStep(item.nextSession, today) : null}
      sample={item.nextSession?.sample === true}
    />
  ),
};

export function LangListPage() {
  return <CatalogueList config={LANG_CATALOGUE} />;
}
