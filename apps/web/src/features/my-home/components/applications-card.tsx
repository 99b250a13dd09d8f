import {
  DASHBOARD_APPLICATION_LABELS,
  DASHBOARD_APPLICATION_STATES,
  groupDigits,
  type MyHomeApplications,
} from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';

/**
 * Applications by state and offers. Until the applications area opens the
 * API says `available: false`, and the card says what will appear here,
 * rather than showing zeros that look like a record.
 */
export function ApplicationsCard({ applications }: { applications: MyHomeApplications }) {
  if (!applications.available) {
    return (
      <div className="home-card__body">
        <p>입사 지원 기능이 열리면 여기에 지원 현황과 받은 제안이 표시됩니다.</p>
      </div>
    );
  }
  return (
    <div className="home-card__body">
      <dl className="home-counts">
        {DASHBOARD_APPLICATION_STATES.map((status) => (
          <div key={status} className="home-counts__item">
            <dt>{DASHBOARD_APPLICATION_LABELS[status]}</dt>
            <dd>{groupDigits(applications.counts[status])}</dd>
          </div>
        ))}
        <div className="home-counts__item">
          <dt>받은 제안</dt>
          <dd>{groupDigits(applications.offers)}</dd>
        </div>
      </dl>
      <p className="home-card__links">
        <Link to={paths.myApplications}>지원 현황 보기</Link>
        <Link to={paths.myOffers}>받은 제안 보기</Link>
      </p>
    </div>
  );
}
