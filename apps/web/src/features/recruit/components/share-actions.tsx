import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { postingDetailHref, postingPrintHref } from '@/shared/postings/posting-links';
import { toast } from '@/shared/ui/toast';
import { useLoginGate } from './use-login-gate';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The mail form (with react-hook-form and its schema) is fetched when someone
// heads for the button, not with the page.
const loadMailDialog = () => import('./mail-dialog');
const MailDialog = lazyChunk(() => loadMailDialog().then((m) => ({ default: m.MailDialog })));
const prefetchMailDialog = () => void loadMailDialog();

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

/** 링크 복사, 메일로 보내기 (login needed) and 인쇄 of a posting. */
export function ShareActions({ postingId, title }: { postingId: number; title: string }) {
  const [mailOpen, setMailOpen] = useState(false);
  const loginGate = useLoginGate();
  const path = postingDetailHref(postingId);

  const copy = async () => {
    const copied = await copyText(`${window.location.origin}${path}`);
    toast(
      copied
        ? '공고 링크를 복사했습니다.'
        : '링크를 복사하지 못했습니다. 주소창의 주소를 직접 복사해 주세요.',
    );
  };

  return (
    <div className="share-actions" role="group" aria-label="공유와 인쇄">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void copy()}
      >
        링크 복사
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="dialog"
        onPointerEnter={prefetchMailDialog}
        onFocus={prefetchMailDialog}
        onClick={() =>
          void loginGate().then((ok) => {
            if (ok) setMailOpen(true);
          })
        }
      >
        메일로 보내기
      </button>
      <Link className="button button--secondary button--small" to={postingPrintHref(postingId)}>
        인쇄
      </Link>
      {mailOpen && (
        <Suspense fallback={null}>
          <MailDialog title={title} path={path} onClose={() => setMailOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
