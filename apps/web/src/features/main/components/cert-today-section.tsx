import { QUALIFICATION_KINDS } from '@ilteo/contract';
import { Link } from 'react-router';
import { certDetailHref } from '@/shared/config/content-links';
import { paths } from '@/shared/config/paths';
import { useCertToday } from '../api/get-cert-today';
import { examSteps, stepDates } from '../lib/exam-steps';
import { BlockError, BlockSkeleton } from './section-status';

const TITLE_ID = 'main-cert-today-title';

/** 오늘의 자격증: one certificate, why it is picked today, and its next round. */
export function CertTodaySection() {
  const query = useCertToday();
  const cert = query.data;

  return (
    <section className="main-section" aria-labelledby={TITLE_ID}>
      <div className="main-section__head">
        <h2 id={TITLE_ID} className="main-section__title">
          오늘의 자격증
        </h2>
      </div>
      {query.isError ? (
        <BlockError
          message="오늘의 자격증을 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : cert === undefined ? (
        <BlockSkeleton rows={1} />
      ) : cert === null ? (
        <p className="main-status">
          오늘 소개할 자격증이 없습니다. <Link to={paths.certiList}>자격증 정보</Link>에서 시험
          일정을 찾아 보세요.
        </p>
      ) : (
        <article className="cert-today">
          <p className="cert-today__reason">{cert.reason}</p>
          <h3 className="cert-today__name">
            <Link to={certDetailHref(cert.code)}>{cert.name}</Link>
          </h3>
          <p className="cert-today__meta">
            {QUALIFICATION_KINDS[cert.kind]}
            {cert.grade && ` · ${cert.grade}`} · {cert.issuer}
          </p>
          {cert.nextRound ? (
            <>
              <h4 className="cert-today__round">
                {cert.nextRound.year}년 {cert.nextRound.round}회 일정
                {cert.nextRound.sample && <span className="cert-today__sample"> (샘플 일정)</span>}
              </h4>
              <dl className="cert-today__steps">
                {examSteps(cert.nextRound).map((s) => (
                  <div key={s.label}>
                    <dt>{s.label}</dt>
                    <dd>{stepDates(s)}</dd>
                  </div>
                ))}
              </dl>
              {cert.nextRound.sample && (
                <p className="cert-today__note">
                  시행 기관의 공식 일정이 아니라 예시 일정입니다. 접수 전 시행 기관에서 꼭 확인해
                  주세요.
                </p>
              )}
            </>
          ) : (
            <p className="cert-today__note">예정된 시험 일정이 없습니다.</p>
          )}
          <Link to={certDetailHref(cert.code)} className="main-section__more">
            {cert.name} 자세히 보기
          </Link>
        </article>
      )}
    </section>
  );
}
