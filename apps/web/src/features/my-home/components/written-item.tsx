import type { WrittenItem as Item } from '@ilteo/contract';
import { Link } from 'react-router';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { HIDDEN_STATE_LABELS } from '../lib/written-tabs';
import '@/shared/postings/postings.css';

/**
 * One thing the member wrote: select box, title linking to it (its detail,
 * or /reported-content when hidden: the server's path says which), the post
 * a comment is on, an excerpt, a badge when others no longer see it, and
 * the day it was written.
 */
export function WrittenItem({
  item,
  selected,
  onSelect,
}: {
  item: Item;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const hidden = HIDDEN_STATE_LABELS[item.state];
  return (
    <li className={hidden ? 'watch-item watch-item--unavailable' : 'watch-item'}>
      <label className="check watch-item__check">
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        <span className="sr-only">{item.title} 선택</span>
      </label>
      <div className="watch-item__body">
        <h3 className="watch-item__title">
          <Link to={item.path}>{item.title}</Link>
        </h3>
        {item.context && <p className="written-item__context">‘{item.context}’에 단 댓글</p>}
        {item.excerpt && <p className="written-item__excerpt">{item.excerpt}</p>}
        <p className="watch-item__meta">
          {hidden && (
            <span className="posting-badge posting-badge--closed">
              {hidden}
              <span className="sr-only">: 다른 회원에게 보이지 않습니다</span>
            </span>
          )}
          <span>{formatYmd(seoulToday(new Date(item.createdAt)))} 작성</span>
        </p>
      </div>
    </li>
  );
}
