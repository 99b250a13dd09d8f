import { SEARCH_LIMITS } from '@ilteo/contract';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/page';
import { RecentSearchList } from '../components/recent-search-list';
import { SearchCombobox } from '../components/search-combobox';
import { SearchResults } from '../components/search-results';
import { SearchIntro } from '../components/search-tips';
import { normalizeKeyword } from '../lib/recent-searches';
import '../components/search.css';

/**
 * /global-search?keyword=: one box over postings, companies, certificates and
 * language tests. The keyword lives in the address, so Back, Forward, reload
 * and shared links all show the same results.
 */
export function GlobalSearchPage() {
  const [searchParams] = useSearchParams();
  const keyword = normalizeKeyword(searchParams.get('keyword') ?? '');
  const tooLong = keyword.length > SEARCH_LIMITS.keywordLength;

  return (
    <PageFrame
      title="통합검색"
      head={
        <SearchCombobox
          label="통합검색"
          value={keyword}
          hint="채용공고, 기업, 자격증, 어학시험을 한 번에 찾습니다. 초성(예: ㄱㅂ)으로도 찾을 수 있습니다."
          // A bare visit is here to type; with results, focus stays where the user expects.
          autoFocus={keyword === ''}
        />
      }
    >
      {keyword === '' ? (
        <>
          <RecentSearchList />
          <SearchIntro />
        </>
      ) : tooLong ? (
        <p className="search-status" role="alert">
          검색어는 {SEARCH_LIMITS.keywordLength}자 이하로 입력해 주세요.
        </p>
      ) : (
        <SearchResults key={keyword} keyword={keyword} />
      )}
    </PageFrame>
  );
}
