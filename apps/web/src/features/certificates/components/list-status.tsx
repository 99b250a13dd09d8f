import { RetryAlert } from '@/shared/ui/status/retry-alert';

/** Loading, empty and failed states shared by the list screens. */

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="certi-list certi-list--skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="certi-card certi-card--skeleton">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

export const EMPTY_MESSAGE = '검색 결과가 없습니다. 검색어를 줄이거나 필터를 바꿔 보세요.';

export function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="certi-status">
      <p className="certi-status__message">{EMPTY_MESSAGE}</p>
      <button type="button" className="button button--secondary button--small" onClick={onReset}>
        필터 초기화
      </button>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert className="certi-status" message={message} onRetry={onRetry} />;
}

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
