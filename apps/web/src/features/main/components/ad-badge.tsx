/** Marks paid exposure: a short AD for the eye, the full word for screen readers. */
export function AdBadge() {
  return (
    <span className="ad-badge" title="광고: 기업이 비용을 내고 노출하는 공고입니다.">
      <span aria-hidden="true">AD</span>
      <span className="sr-only">광고</span>
    </span>
  );
}
