import type { ApplicationDetail } from '@ilteo/contract';
import { buildTimeline, type StepState } from '../lib/timeline';
import { formatDayTime } from '../lib/format';

const STATE_TEXT: Record<StepState, string> = {
  done: '완료',
  failed: '결과',
  current: '진행 중',
  upcoming: '예정',
};

/** The status timeline; each step says in words (for screen readers) whether it is done or ahead. */
export function ApplicationTimeline({ application }: { application: ApplicationDetail }) {
  const steps = buildTimeline(application);
  if (steps.length === 0) return <p className="app-detail__note">기록된 진행 과정이 없습니다.</p>;
  return (
    <ol className="app-timeline">
      {steps.map((step) => (
        <li key={step.key} className={`app-timeline__step app-timeline__step--${step.state}`}>
          <span className="app-timeline__label">{step.label}</span>
          <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
          {step.at && (
            <time className="app-timeline__at" dateTime={step.at}>
              {formatDayTime(step.at)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
