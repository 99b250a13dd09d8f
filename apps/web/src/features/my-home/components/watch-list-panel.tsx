import { groupDigits, WATCH_LIST_MAX_PAGE } from '@ilteo/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { seoulToday } from '@/shared/lib/seoul-date';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { toast } from '@/shared/ui/toast';
import { useWatchList } from '../api/get-watch-list';
import { useRemoveInterests } from '../api/remove-interests';
import { BROWSE_PATHS, WATCH_KIND_LABELS, type WatchKind } from '../lib/watch-kinds';
import { WatchItem } from './watch-item';

interface WatchListPanelProps {
  kind: WatchKind;
  page: number;
  onPage: (page: number) => void;
}

/** A failed batch, summed up once instead of one alert per item. */
function reportRemoval(removed: number, failed: number) {
  if (failed === 0) {
    toast(`관심 목록에서 ${groupDigits(removed)}개를 삭제했습니다.`);
    return;
  }
  toast(
    `${groupDigits(removed + failed)}개 가운데 ${groupDigits(failed)}개를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.`,
  );
}

/** A page from history may hold anything; the API serves 1 to WATCH_LIST_MAX_PAGE. */
const pageInRange = (page: number): number =>
  Math.min(Math.max(1, Math.floor(page) || 1), WATCH_LIST_MAX_PAGE);

/** One kind's marks, a page at a time from the server: total, select many, 선택 삭제, pages. */
export function WatchListPanel({ kind, page, onPage }: WatchListPanelProps) {
  const current = pageInRange(page);
  const list = useWatchList(kind, current);
  const remove = useRemoveInterests(kind);
  // Ids, so a selection survives paging and the refetch after a removal.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const label = WATCH_KIND_LABELS[kind];
  const data = list.data;

  // After removals (here or in another tab) the last page may be gone: go to the new last one.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && current > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);

  if (list.isError) {
    return (
      <ListError
        message={`관심 ${label} 목록을 불러오지 못했습니다.`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!data || pastTheEnd) return <ListSkeleton rows={4} />;

  if (data.total === 0) {
    const browse = BROWSE_PATHS[kind];
    return (
      <ListEmpty
        message={`관심 표시한 ${label}이(가) 없습니다.`}
        hint="상세 화면의 ♡ 버튼을 누르면 여기에 모입니다."
      >
        <Link to={browse.path} className="button button--secondary">
          {browse.label}
        </Link>
      </ListEmpty>
    );
  }

  const shown = data.items;
  const shownIds = shown.map((item) => item.contentId);
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const chosen = [...selected];
  const today = seoulToday();

  const setOne = (id: string, checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const setShown = (checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of shownIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const removeIds = async (ids: readonly string[]) => {
    const result = await remove.mutateAsync(ids);
    setSelected((prev) => new Set([...prev].filter((id) => !result.removed.includes(id))));
    reportRemoval(result.removed.length, result.failed.length);
    headingRef.current?.focus();
  };

  const removeChosen = async () => {
    const ok = await confirm(
      `선택한 ${groupDigits(chosen.length)}개를 관심 목록에서 삭제하시겠습니까?`,
      { title: '선택 삭제', confirmLabel: '삭제', destructive: true },
    );
    if (ok) await removeIds(chosen);
  };

  const goTo = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
  };

  return (
    <div className="watch-list">
      <div className="watch-list__bar">
        <h2 ref={headingRef} tabIndex={-1} className="watch-list__count">
          관심 {label} <strong>{groupDigits(data.total)}개</strong>
        </h2>
        <label className="check watch-list__all">
          <input
            type="checkbox"
            checked={allShownSelected}
            onChange={(e) => setShown(e.target.checked)}
          />
          <span className="check__text">이 페이지 전체 선택</span>
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={chosen.length === 0 || remove.isPending}
          onClick={() => void removeChosen()}
        >
          선택 삭제{chosen.length > 0 && ` (${groupDigits(chosen.length)})`}
        </button>
      </div>
      <ul className="watch-list__items" aria-busy={list.isFetching || remove.isPending}>
        {shown.map((item) => (
          <WatchItem
            key={item.contentId}
            kind={kind}
            item={item}
            selected={selected.has(item.contentId)}
            onSelect={(checked) => setOne(item.contentId, checked)}
            onRemove={() => void removeIds([item.contentId])}
            removing={remove.isPending}
            today={today}
          />
        ))}
      </ul>
      <Pagination
        page={current}
        totalPages={Math.min(data.totalPages, WATCH_LIST_MAX_PAGE)}
        onChange={goTo}
      />
    </div>
  );
}
