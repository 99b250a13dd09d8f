import { ALARM_KINDS, type Alarm } from '@ilteo/contract';
import { Link } from 'react-router';
import { relativeTime } from '../lib/relative-time';

/** An in-app path to open; anything else (absolute URLs) is not followed. */
const inAppLink = (link: string | null): string | null =>
  link !== null && link.startsWith('/') && !link.startsWith('//') ? link : null;

interface AlarmItemProps {
  alarm: Alarm;
  /** Marks the alarm read when it is opened. */
  onOpen: (alarm: Alarm) => void;
}

/**
 * One alarm. With a link it opens the page it is about (and counts as read);
 * an unread one without a link is a button that marks it read.
 */
export function AlarmItem({ alarm, onOpen }: AlarmItemProps) {
  const unread = alarm.readYn === 'N';
  const link = inAppLink(alarm.link);
  const body = (
    <>
      <span className="alarm-item__meta">
        <span className="alarm-item__kind">{ALARM_KINDS[alarm.kind]}</span>
        <time dateTime={alarm.createdAt}>{relativeTime(alarm.createdAt)}</time>
      </span>
      <span className="alarm-item__title">
        {unread && (
          <>
            <span className="alarm-item__dot" aria-hidden="true" />
            <span className="sr-only">읽지 않음, </span>
          </>
        )}
        {alarm.title}
      </span>
      <span className="alarm-item__message">{alarm.message}</span>
    </>
  );
  const className = unread ? 'alarm-item alarm-item--unread' : 'alarm-item';

  return (
    <li>
      {link ? (
        <Link to={link} className={className} onClick={() => onOpen(alarm)}>
          {body}
        </Link>
      ) : unread ? (
        <button type="button" className={className} onClick={() => onOpen(alarm)}>
          {body}
        </button>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
