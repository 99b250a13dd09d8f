/**
 * The member's corner before its code and data arrive: the same two cards,
 * as tall as they will be (decision 0045), so the blocks below keep their
 * place. Hidden from assistive technology; one status line says what comes.
 */
export function MemberCornerSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        맞춤 채용과 최근 알림을 불러오는 중입니다.
      </p>
      <div className="main-card" aria-hidden="true">
        <p className="main-card__title">맞춤 채용</p>
        <PrefStatusSkeleton />
      </div>
      <div className="main-card main-card--alarms" aria-hidden="true">
        <div className="main-card__head">
          <p className="main-card__title">최근 알림</p>
        </div>
        <div className="main-alarms__body" />
      </div>
    </>
  );
}

/** 맞춤 채용's count line and button, drawn as blocks of the same size. */
export function PrefStatusSkeleton() {
  return (
    <>
      <p className="pref-status" aria-hidden="true">
        <span className="main-skeleton-text">조건에 맞는 공고</span>
        <strong className="main-skeleton-text">0건</strong>
      </p>
      <div className="main-card__actions" aria-hidden="true">
        <span className="button button--small main-skeleton-text">맞춤 공고 보기</span>
      </div>
    </>
  );
}
