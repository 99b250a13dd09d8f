import { toast } from '@/shared/ui/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    // Throws where the browser refuses, and where there is no clipboard at all.
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 공유: the system's share sheet where there is one (phones, the app's web
 * view), else the link is copied and a toast says so (as the community's).
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    toast(
      (await copyText(url))
        ? '가이드 링크를 복사했습니다.'
        : '링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.',
    );
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
