import { toast } from '@/shared/ui/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    // Throws where the browser refuses, and where there is no clipboard at all
    // (outside secure contexts, e.g. http on a LAN address).
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies this site's address of `path` and says so in a toast: `copied`, or how to copy it by hand. */
export async function copyLink(path: string, copied: string): Promise<void> {
  toast(
    (await copyText(`${window.location.origin}${path}`))
      ? copied
      : '링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.',
  );
}
