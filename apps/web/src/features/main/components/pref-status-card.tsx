import { groupDigits } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { usePrefStatus } from '../api/get-pref-status';
import { useViewer } from '../lib/use-viewer';
import { PrefStatusSkeleton } from './member-corner-skeleton';
import { BlockError } from './section-status';

const TITLE_ID = 'main-pref-title';

/** 맞춤 채용: how many postings fit the member's conditions, or an invitation to set them. */
export function PrefStatusCard() {
  const viewer = useViewer();
  const query = usePrefStatus(viewer, true);
  const status = query.data;

  return (
    <section className="main-card" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="main-card__title">
        맞춤 채용
      </h2>
      {query.isError ? (
        <BlockError
          message="맞춤 채용 정보를 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : !status ? (
        <PrefStatusSkeleton />
      ) : status.configured ? (
        <>
          <p className="pref-status">
            조건에 맞는 공고 <strong>{groupDigits(status.total)}건</strong>
            {status.newCount > 0 && (
              <span className="pref-status__new">새 공고 {groupDigits(status.newCount)}건</span>
            )}
          </p>
          <div className="main-card__actions">
            <Link to={paths.prefRecruitIndex} className="button button--primary button--small">
              맞춤 공고 보기
            </Link>
            <Link to={paths.prefRecruitDetail} className="main-card__link">
              조건 바꾸기
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="main-card__text">
            희망 직무와 지역을 알려 주시면 조건에 맞는 공고를 모아 보여 드립니다.
          </p>
          <div className="main-card__actions">
            <Link to={paths.prefRecruitDetail} className="button button--primary button--small">
              희망 조건 설정하기
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
