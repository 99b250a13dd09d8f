import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { postingDetailHref, postingPrintHref } from '@/shared/postings/posting-links';
import { copyLink } from '@/shared/lib/copy-link';
import { useLoginGate } from './use-login-gate';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The mail form (with react-hook-form and its schema) is fetched when someone
// heads for the button, not with the page.
const loadMailDialog = () => import('./mail-dialog');
const MailDialog = lazyChunk(() => loadMailDialog().then((m) => ({ default: m.MailDialog })));
const prefetchMailDialog = () => void loadMailDialog();

/** 링크 복사, 메일로 보내기 (login needed) and 인쇄 of a posting. */
export function ShareActions({ postingId, title }: { postingId: number; title: string }) {
  const [mailOpen, setMailOpen] = useState(false);
  const loginGate = useLoginGate();
  const path = postingDetailHref(postingId);

  const copy = () => copyLink(path, '공고 링크를 복사했습니다.');

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
