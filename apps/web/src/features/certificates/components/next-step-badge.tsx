import type { NextStep } from '../lib/next-step';

/** '필기 원서접수 2025.03.04 ~ 2025.03.07' with its D-day or 접수 중. */
export function NextStepLine({ step }: { step: NextStep }) {
  return (
    <p className="next-step">
      <span className={`d-day${step.open ? ' d-day--open' : ''}`}>{step.badge}</span>
      <span className="next-step__label">{step.label}</span>
      <span className="next-step__when">{step.when}</span>
    </p>
  );
}
