import { groupDigits, type WrittenHistoryTab } from '@ilteo/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { toast } from '@/shared/ui/toast';
import { useWrittenHistory } from '../api/get-written-history';
import { useRemoveWritten } from '../api/remove-written';
import { WRITTEN_EMPTY } from '../lib/written-tabs';
import { WrittenItem } from './written-item';

/** The deepest page the API serves (writtenHistoryQuerySchema). */
const MAX_PAGE = 500;

/** A page from history may hold anything; keep it within what the API serves. */
const pageInRange = (page: number): number =>
  Math.min(Math.max(1, Math.floor(page) || 1), MAX_PAGE);

/**
 * One tab of 작성 이력, a page at a time: the total, select on this page,
 * 선택 삭제 (asked first; one call for the selection, which the server
 * deletes whole or not at all), pages. The selection is this page's only,
 * so it never exceeds what one call may delete.
 */
export function WrittenHistoryPanel({
  tab,
  label,
  page,
  onPage,
}: {
  tab: WrittenHistoryTab;
  label: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const current = pageInRange(page);
  const list = useWrittenHistory(tab, current);
  const remove = useRemoveWritten(tab);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = list.data;

  // After deletions the last page may be gone: go to the new last one.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && current > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);

  if (list.isError) {
    return (
      <ListError
        message={`${label} 목록을 불러오지 못했습니다.`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!data || pastTheEnd) return <ListSkeleton rows={4} />;

  if (data.total === 0) {
    const empty = WRITTEN_EMPTY[tab];
    return (
      <ListEmpty message={empty.message}>
        <Link to={empty.path} className="button button--secondary">
          {empty.label}
        </Link>
      </ListEmpty>
    );
  }

  const shownIds = data.items.map((item) => item.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const allShownSelected = chosen.length === shownIds.length;

  const setOne = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const removeChosen = async () => {
    const ok = await confirm(
      `선택한 ${groupDigits(chosen.length)}개를 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.`,
      { title: '선택 삭제', confirmLabel: '삭제', destructive: true },
    );
    if (!ok) return;
    try {
      await remove.mutateAsync(chosen);
    } catch {
      // The helper has already said why (an alert); the selection stays for another try.
      return;
    }
    setSelected(new Set());
    toast(`${groupDigits(chosen.length)}개를 삭제했습니다.`);
    headingRef.current?.focus();
  };

  const goTo = (next: number) => {
    setSelected(new Set());
    onPage(next);
    headingRef.current?.focus();
  };

  return (
    <div className="watch-list">
      <div className="watch-list__bar">
        <h2 ref={headingRef} tabIndex={-1} className="watch-list__count">
          {label} <strong>{groupDigits(data.total)}개</strong>
        </h2>
        <label className="check watch-list__all">
          <input
            type="checkbox"
            checked={allShownSelected}
            onChange={(e) => setSelected(new Set(e.target.checked ? shownIds : []))}
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
        {data.items.map((item) => (
          <WrittenItem
            key={item.id}
            item={item}
            selected={selected.has(item.id)}
            onSelect={(checked) => setOne(item.id, checked)}
          />
        ))}
      </ul>
      <Pagination page={current} totalPages={Math.min(data.totalPages, MAX_PAGE)} onChange={goTo} />
    </div>
  );
}
