import { RESUME_SECTION_LABELS, withQuery, type MyHomeResume } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';

/** Where to continue a résumé: the editor, opened on it. */
const writeHref = (resumeId: number) => withQuery(paths.myCareerWrite, { resumeId });

/**
 * The résumé card: how many, how complete the 대표 résumé is, and the next
 * section to fill with a link straight to it; or the way to write the first.
 */
export function ResumeCard({ resume }: { resume: MyHomeResume }) {
  const { count, primary } = resume;
  if (count === 0) {
    return (
      <div className="home-card__body">
        <p>아직 이력서가 없습니다. 이력서를 쓰면 지원과 제안 받기를 시작할 수 있습니다.</p>
        <Link to={paths.myCareerWrite} className="button button--primary">
          이력서 작성하기
        </Link>
      </div>
    );
  }
  if (!primary) {
    return (
      <div className="home-card__body">
        <p>
          이력서 <strong>{count}개</strong>가 있습니다. 대표 이력서를 정하면 완성도를 여기에서 볼 수
          있습니다.
        </p>
        <Link to={paths.myCareerList} className="button button--secondary">
          대표 이력서 정하기
        </Link>
      </div>
    );
  }
  const percent = Math.max(0, Math.min(100, primary.percent));
  return (
    <div className="home-card__body">
      <p className="home-card__line">
        이력서 <strong>{count}개</strong>
        <span className="home-card__sub"> · 대표: {primary.title}</span>
      </p>
      <div
        className="home-progress"
        role="progressbar"
        aria-label="대표 이력서 완성도"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="home-card__line">
        완성도 <strong>{percent}%</strong>
        {primary.complete ? ' · 필수 항목을 모두 채웠습니다.' : ' · 미완성'}
      </p>
      {primary.nextMissing ? (
        <Link to={writeHref(primary.resumeId)} className="button button--primary">
          {RESUME_SECTION_LABELS[primary.nextMissing]} 채우기
        </Link>
      ) : (
        <Link to={writeHref(primary.resumeId)} className="button button--secondary">
          대표 이력서 고치기
        </Link>
      )}
    </div>
  );
}
