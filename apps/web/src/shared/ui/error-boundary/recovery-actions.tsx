import { paths } from '@/shared/config/paths';

/**
 * The two ways out of a broken screen: reload it, or start over from the main
 * page. Both load the document afresh, so they also work outside the router
 * and after a deploy replaced the code the page was running.
 */
export function RecoveryActions({ reloadLabel = '새로 고침' }: { reloadLabel?: string }) {
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {reloadLabel}
      </button>
      <a href={paths.main} className="button button--secondary">
        메인으로 가기
      </a>
    </>
  );
}
