import { postingDeadline, type DeadlineSource } from './d-day';

/** Days left at which a dated posting is shown as urgent. */
const URGENT_DAYS = 3;

/**
 * D-3 / D-Day / 상시채용 / 채용시 마감 / 마감. Sighted users read the short
 * badge; screen readers hear it in words ('3일 후 마감 (2025.03.04)').
 */
export function DeadlineBadge({ posting, today }: { posting: DeadlineSource; today: string }) {
  const deadline = postingDeadline(posting, today);
  const urgent = deadline.days !== null && deadline.days <= URGENT_DAYS;
  const classes = [
    'posting-badge',
    `posting-badge--${deadline.kind}`,
    urgent ? 'posting-badge--urgent' : '',
  ].filter(Boolean);
  return (
    <span className={classes.join(' ')} title={deadline.description}>
      {deadline.description === deadline.label ? (
        deadline.label
      ) : (
        <>
          <span aria-hidden="true">{deadline.label}</span>
          <span className="sr-only">{deadline.description}</span>
        </>
      )}
    </span>
  );
}
