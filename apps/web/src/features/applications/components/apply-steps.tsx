import { useEffect, useRef, type ReactNode } from 'react';
import { APPLY_STEPS, type ApplyStep } from './apply-draft';
import { APPLY_STEP_LABELS } from './apply-form-model';

/**
 * The progress indicator: five steps in order, the current one marked with
 * aria-current="step"; the steps already passed are buttons back to them.
 */
export function ApplySteps({
  current,
  onGo,
}: {
  current: ApplyStep;
  onGo: (step: ApplyStep) => void;
}) {
  const currentIndex = APPLY_STEPS.indexOf(current);
  return (
    <nav aria-label="지원 단계" className="apply-steps">
      <p className="apply-steps__count">
        {currentIndex + 1} / {APPLY_STEPS.length} 단계
      </p>
      <ol className="apply-steps__list">
        {APPLY_STEPS.map((step, index) => {
          const label = `${index + 1}. ${APPLY_STEP_LABELS[step]}`;
          if (index < currentIndex) {
            return (
              <li key={step} className="apply-steps__item apply-steps__item--done">
                <button type="button" className="apply-steps__back" onClick={() => onGo(step)}>
                  {label}
                  <span className="sr-only"> (완료, 다시 보기)</span>
                </button>
              </li>
            );
          }
          return (
            <li
              key={step}
              className={
                index === currentIndex
                  ? 'apply-steps__item apply-steps__item--current'
                  : 'apply-steps__item'
              }
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * One step's section. `focusOnShow`: its heading takes the focus as it
 * appears (after 다음/이전, not on the page's first render), so a screen
 * reader hears where it is.
 */
export function ApplyStepSection({
  step,
  focusOnShow,
  lead,
  children,
}: {
  step: ApplyStep;
  focusOnShow: boolean;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once, as the step appears (each step mounts its own section): later renders keep the focus where it is.
  const focusFirst = useRef(focusOnShow);
  useEffect(() => {
    if (focusFirst.current) heading.current?.focus();
  }, []);
  return (
    <section className="apply-step" aria-labelledby={`apply-step-${step}`}>
      <h2 id={`apply-step-${step}`} ref={heading} tabIndex={-1} className="apply-step__title">
        {APPLY_STEP_LABELS[step]}
      </h2>
      {lead && <p className="field__description">{lead}</p>}
      {children}
    </section>
  );
}
