import {
  COMMUNITY_LIMITS,
  COMMUNITY_SORTS,
  groupDigits,
  withQuery,
  type CommunityPostPage,
  type CommunitySort,
} from '@ilteo/contract';
import { type MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListScreen } from '@/shared/lib/use-list-state';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Select } from '@/shared/ui/select';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useBoards } from '../api/get-boards';
import { usePosts } from '../api/get-posts';
import { PostRow } from '../components/post-row';
import { useLoginGate } from '../components/use-login-gate';
import {
  boardItems,
  boardPatchOf,
  boardValueOf,
  communityFiltersFrom,
  communityQueryOf,
  COMMUNITY_LIST_STATE,
  writeQueryOf,
  type CommunityFilters,
} from '../lib/list-filters';
import '../components/community.css';

const SORT_TABS = (Object.keys(COMMUNITY_SORTS) as CommunitySort[]).map((id) => ({
  id,
  label: COMMUNITY_SORTS[id],
}));

/** The chosen board's name: from the page, else the certificate's or test's name. */
function boardNameOf(data: CommunityPostPage | undefined): string | null {
  return data?.board?.name ?? data?.refName ?? null;
}

/**
 * /person/certi-lang/commu/list: the community's posts with a board filter,
 * search, sort tabs, the board's notices above page 1 and pages. Filters and
 * page live in the history entry (Back from a post returns to the same
 * page); a link may carry them in its query string, read once on opening.
 */
export function CommunityListPage() {
  const { filters, update, goTo, resultsRef } = useListScreen<CommunityFilters>(
    COMMUNITY_LIST_STATE,
    communityFiltersFrom,
  );
  const query = usePosts(communityQueryOf(filters));
  const boards = useBoards();
  const loginGate = useLoginGate();
  const loggedIn = useIsLoggedIn();

  const data = query.data;
  const boardValue = boardValueOf(filters);
  const boardName = boardValue ? boardNameOf(data) : null;
  const writeHref = withQuery(paths.commuWrite, writeQueryOf(filters));
  const onWrite = (event: MouseEvent) => {
    if (loggedIn) return;
    // A visitor is asked first; the login page then comes back to the write page.
    event.preventDefault();
    void loginGate(writeHref);
  };

  return (
    <PageFrame
      title="커뮤니티"
      lead="자격증·어학 준비와 취업 이야기를 나누는 곳입니다."
      className="commu-page"
      head={
        <Link className="button button--primary commu-page__write" to={writeHref} onClick={onWrite}>
          글쓰기
        </Link>
      }
    >
      <section className="commu-filters" aria-labelledby="commu-filters-title">
        <h2 id="commu-filters-title" className="sr-only">
          검색 조건
        </h2>
        <Select
          label="게시판"
          items={boardItems(boards.data ?? [], { value: boardValue, name: boardName })}
          value={boardValue}
          onValueChange={(value) => {
            if (value !== boardValue) update(boardPatchOf(value));
          }}
        />
        <SearchBox
          label="커뮤니티 검색"
          placeholder="제목이나 내용으로 찾기"
          maxLength={COMMUNITY_LIMITS.searchLength}
          value={filters.q}
          onSearch={(q) => {
            if (q !== filters.q) update({ q });
          }}
        />
      </section>

      <section className="commu-results" aria-labelledby="commu-results-title">
        <h2
          id="commu-results-title"
          ref={resultsRef}
          tabIndex={-1}
          className="commu-results__title"
        >
          {boardName ? `${boardName} 게시판` : '전체 글'}
          {data && <span className="commu-results__count"> {groupDigits(data.total)}개</span>}
        </h2>
        <Tabs
          tabs={SORT_TABS}
          active={filters.sort}
          onSelect={(sort) => {
            if (sort !== filters.sort) update({ sort });
          }}
          label="정렬"
          idPrefix="commu-sort"
        >
          <div aria-busy={query.isFetching}>
            {query.isError ? (
              <ListError
                message="글 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
                onRetry={() => void query.refetch()}
              />
            ) : !data ? (
              <ListSkeleton />
            ) : (
              <PostList
                data={data}
                filters={filters}
                boardName={boardName}
                writeHref={writeHref}
                onWrite={onWrite}
              />
            )}
          </div>
        </Tabs>
        {data && data.items.length > 0 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        )}
      </section>
    </PageFrame>
  );
}

function PostList({
  data,
  filters,
  boardName,
  writeHref,
  onWrite,
}: {
  data: CommunityPostPage;
  filters: CommunityFilters;
  boardName: string | null;
  writeHref: string;
  onWrite: (event: MouseEvent) => void;
}) {
  const notices = data.page === 1 ? data.notices : [];
  if (data.items.length === 0 && notices.length === 0) {
    const message = filters.q
      ? '검색 결과가 없습니다. 다른 검색어로 찾아 보세요.'
      : boardName
        ? `‘${boardName}’ 게시판에 아직 글이 없습니다. 첫 글을 작성해 보세요.`
        : '아직 글이 없습니다. 첫 글을 작성해 보세요.';
    return (
      <ListEmpty message={message}>
        {!filters.q && (
          <Link className="button button--secondary button--small" to={writeHref} onClick={onWrite}>
            첫 글 쓰기
          </Link>
        )}
      </ListEmpty>
    );
  }
  return (
    <>
      {notices.length > 0 && (
        <ul className="commu-list commu-list--notices" aria-label="공지">
          {notices.map((post) => (
            <li key={post.postId}>
              <PostRow post={post} notice />
            </li>
          ))}
        </ul>
      )}
      <ul className="commu-list" aria-label="글 목록">
        {data.items.map((post) => (
          <li key={post.postId}>
            <PostRow post={post} />
          </li>
        ))}
      </ul>
    </>
  );
}
