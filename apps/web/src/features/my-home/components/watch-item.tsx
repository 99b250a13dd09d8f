import type { InterestListItem } from '@ilteo/contract';
import { Link } from 'react-router';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { watchDeadline } from '../lib/watch-deadline';
import { DEADLINE_SUBJECTS, UNAVAILABLE_LABELS, type WatchKind } from '../lib/watch-kinds';
import '@/shared/postings/postings.css';

interface WatchItemProps {
  kind: WatchKind;
  item: InterestListItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onRemove: () => void;
  removing: boolean;
  /** YYYY-MM-DD in Seoul, for the D-day of the item's deadline. */
  today: string;
}

/** 'D-3' or '오늘 마감' for an open item with a deadline ahead; read out in words. */
function DeadlineLabel({ kind, item, today }: Pick<WatchItemProps, 'kind' | 'item' | 'today'>) {
  const deadline = watchDeadline(item.deadline, today, DEADLINE_SUBJECTS[kind]);
  if (!deadline) return null;
  const classes = ['posting-badge', 'posting-badge--d-day'];
  if (deadline.urgent) classes.push('posting-badge--urgent');
  return (
    <span className={classes.join(' ')} title={deadline.description}>
      <span aria-hidden="true">{deadline.label}</span>
      <span className="sr-only">{deadline.description}</span>
    </span>
  );
}

/**
 * One mark: select box, title (a link while the item can be opened), its
 * state or deadline and when it was marked, and 삭제. A closed or hidden item
 * stays on the list, labelled, so the member can see what happened to it
 * and remove it.
 */
export function WatchItem({
  kind,
  item,
  selected,
  onSelect,
  onRemove,
  removing,
  today,
}: WatchItemProps) {
  const markedOn = formatYmd(seoulToday(new Date(item.markedAt)));
  return (
    <li className={item.visible ? 'watch-item' : 'watch-item watch-item--unavailable'}>
      <label className="check watch-item__check">
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        <span className="sr-only">{item.title} 선택</span>
      </label>
      <div className="watch-item__body">
        <h3 className="watch-item__title">
          {item.visible ? <Link to={item.path}>{item.title}</Link> : item.title}
        </h3>
        <p className="watch-item__meta">
          {item.visible ? (
            <DeadlineLabel kind={kind} item={item} today={today} />
          ) : (
            <span className="posting-badge posting-badge--closed">
              {UNAVAILABLE_LABELS[kind]}
              <span className="sr-only">: 지금은 열어 볼 수 없습니다</span>
            </span>
          )}
          <span>{markedOn} 관심 표시</span>
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary button--small watch-item__remove"
        onClick={onRemove}
        disabled={removing}
      >
        <span className="sr-only">{item.title} 관심 </span>삭제
      </button>
    </li>
  );
}
