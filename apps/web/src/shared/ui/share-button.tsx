import { copyLink } from '@/shared/lib/copy-link';

/**
 * 공유: the system's share sheet where there is one (phones, the app's web
 * view), else the link is copied and a toast says `copied`.
 */
export function ShareButton({
  title,
  path,
  copied,
}: {
  title: string;
  path: string;
  /** The toast after copying, e.g. '글 링크를 복사했습니다.' */
  copied: string;
}) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: `${window.location.origin}${path}` });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink(path, copied);
  };
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => void share()}
    >
      공유
    </button>
  );
}
