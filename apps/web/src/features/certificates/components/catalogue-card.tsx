import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InterestButton, type InterestButtonProps } from '@/shared/ui/interest-button';
import type { NextStep } from '../lib/next-step';
import { SampleNote } from './list-status';
import { NextStepLine } from './next-step-badge';

/**
 * The inside of a catalogue list item: the name (a link to the detail) with
 * its 관심 button, badges, the issuer, and the next dated step of the nearest
 * round or session.
 */
export function CatalogueCard({
  href,
  code,
  name,
  contentType,
  interested,
  badges,
  issuer,
  step,
  sample,
}: {
  href: string;
  code: string;
  name: string;
  contentType: InterestButtonProps['contentType'];
  interested: boolean;
  badges: ReactNode;
  issuer: string;
  step: NextStep | null;
  sample: boolean;
}) {
  return (
    <>
      <div className="certi-card__head">
        <h3 className="certi-card__name">
          <Link to={href}>{name}</Link>
        </h3>
        <InterestButton
          contentType={contentType}
          contentId={code}
          name={name}
          interested={interested}
        />
      </div>
      <p className="certi-card__badges">{badges}</p>
      <p className="certi-card__issuer">
        <span className="sr-only">시행 기관: </span>
        {issuer}
      </p>
      {step ? (
        <NextStepLine step={step} />
      ) : (
        <p className="next-step next-step--none">예정된 일정이 없습니다.</p>
      )}
      {sample && <SampleNote />}
    </>
  );
}
