import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';

/** What to try when nothing matched. No made-up popular searches: the list is real postings. */
export function NoResults({ keyword }: { keyword: string }) {
  return (
    <div className="search-empty">
      <p className="search-empty__title">
        ‘<strong>{keyword}</strong>’에 대한 검색 결과가 없습니다.
      </p>
      <ul className="search-tips">
        <li>검색어의 맞춤법과 띄어쓰기를 확인해 주세요.</li>
        <li>더 짧거나 일반적인 단어로 검색해 보세요. 예: ‘백엔드 개발자’ 대신 ‘개발’</li>
        <li>초성만으로도 찾을 수 있습니다. 예: ㄱㅂ → 개발</li>
      </ul>
      <Link to={paths.recruitList} className="button button--primary button--small">
        채용정보 둘러보기
      </Link>
    </div>
  );
}

/** Before anything is searched: how to search. */
export function SearchIntro() {
  return (
    <section className="search-intro" aria-labelledby="search-intro-title">
      <h2 id="search-intro-title" className="search-section-title">
        이렇게 찾아보세요
      </h2>
      <ul className="search-tips">
        <li>직무, 회사 이름, 자격증이나 어학시험 이름으로 검색할 수 있습니다.</li>
        <li>초성만으로도 찾을 수 있습니다. 예: ㄱㅂ → 개발, ㅈㅂㅊㄹ → 정보처리</li>
      </ul>
      <Link to={paths.recruitList} className="button button--secondary button--small">
        채용정보 둘러보기
      </Link>
    </section>
  );
}
