/** The sample-schedule marks of the catalogue: a badge on a card, a note on a detail. */

export function SampleNote() {
  return <span className="certi-badge certi-badge--sample">샘플 일정</span>;
}

export const SAMPLE_NOTICE =
  '시행 기관의 공식 일정이 아니라 예시 일정입니다. 접수 전 시행 기관에서 꼭 확인해 주세요.';

export function SampleNotice() {
  return (
    <p className="certi-notice" role="note">
      <strong>샘플 일정</strong> {SAMPLE_NOTICE}
    </p>
  );
}
