import type { ReactNode } from 'react';
import { withQuery } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { InterestButton, type InterestButtonProps } from '@/shared/ui/interest-button';
import type { NextStep } from '../lib/next-step';
import { registrationSite } from '../lib/registration-sites';
import { SampleNotice } from './list-status';
import { NextStepLine } from './next-step-badge';
import { RegistrationLink } from './registration-link';

interface CatalogueDetailProps {
  /** `certi` or `lang`: the prefix of the headings' ids. */
  idPrefix: string;
  backTo: string;
  backLabel: string;
  /** Also the kind of its community board (`?refKind=` of the community list). */
  contentType: Extract<InterestButtonProps['contentType'], 'certificate' | 'language-test'>;
  item: {
    code: string;
    name: string;
    issuer: string;
    aliases: string[];
    interested: boolean;
    interestCount: number;
  };
  badges: ReactNode;
  /** Facts between the issuer and the other names (a certificate's ministry). */
  facts?: ReactNode;
  nextTitle: string;
  registration: NextStep | null;
  exam: NextStep | null;
  /** The schedule section: its title, id suffix, sample flag and table. */
  schedule: { id: string; title: string; sample: boolean; table: ReactNode };
  /** The catalogue's own sections below the schedule. */
  children: ReactNode;
}

/**
 * The frame of a certificate or language-test detail: back link, name with
 * its 관심 button, badges and facts, the next registration and exam with the
 * link to the body's registration site, the schedule, then the sections of
 * its own.
 */
export function CatalogueDetail(props: CatalogueDetailProps) {
  const { idPrefix, item, registration, exam, schedule } = props;
  const site = registrationSite(item.issuer);
  return (
    <article className="page certi-detail" aria-labelledby={`${idPrefix}-detail-title`}>
      <p className="certi-detail__back">
        <Link to={props.backTo}>{props.backLabel}</Link>
      </p>
      <header className="certi-detail__head">
        <div className="certi-detail__title-row">
          <h1 id={`${idPrefix}-detail-title`} className="page__title">
            {item.name}
          </h1>
          <InterestButton
            contentType={props.contentType}
            contentId={item.code}
            name={item.name}
            interested={item.interested}
            count={item.interestCount}
          />
        </div>
        <p className="certi-card__badges">{props.badges}</p>
        <dl className="certi-detail__facts">
          <div>
            <dt>시행 기관</dt>
            <dd>{item.issuer}</dd>
          </div>
          {props.facts}
          {item.aliases.length > 0 && (
            <div>
              <dt>다른 이름</dt>
              <dd>{item.aliases.join(', ')}</dd>
            </div>
          )}
        </dl>
        <p className="certi-detail__community">
          <Link
            className="button button--secondary button--small"
            to={withQuery(paths.commuList, { refKind: props.contentType, refCode: item.code })}
          >
            커뮤니티<span className="sr-only">: {item.name} 이야기 보기</span>
          </Link>
        </p>
      </header>

      <section className="certi-next" aria-labelledby={`${idPrefix}-next-title`}>
        <h2 id={`${idPrefix}-next-title`} className="certi-section__title">
          {props.nextTitle}
        </h2>
        {registration || exam ? (
          <>
            {registration && <NextStepLine step={registration} />}
            {exam && <NextStepLine step={exam} />}
          </>
        ) : (
          <p>예정된 시험 일정이 없습니다.</p>
        )}
        {site && <RegistrationLink site={site} />}
      </section>

      <section aria-labelledby={`${idPrefix}-${schedule.id}-title`}>
        <h2 id={`${idPrefix}-${schedule.id}-title`} className="certi-section__title">
          {schedule.title}
        </h2>
        {schedule.sample && <SampleNotice />}
        {schedule.table}
      </section>

      {props.children}
    </article>
  );
}
