import { DIALOG } from '@ilteo/contract';
import { useId, useRef } from 'react';
import { CloseIcon } from '../icons/icons';
import { Modal } from '../modal/modal';
import { settleDialog, useDialogStore, type DialogRequest } from './dialog-store';
import './dialog.css';

/** Renders the front of the alert/confirm queue. Mount once, near the root. */
export function DialogHost() {
  const current = useDialogStore((s) => s.queue[0]);
  if (!current) return null;
  // A new key per request remounts the dialog, so each one takes and returns focus itself.
  return <MessageDialog key={current.id} request={current} />;
}

function MessageDialog({ request }: { request: DialogRequest }) {
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = (confirmed: boolean) => settleDialog(request.id, confirmed);
  const isConfirm = request.kind === 'confirm';

  return (
    <Modal
      onDismiss={() => close(false)}
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={isConfirm && request.destructive ? cancelRef : confirmRef}
      className="message-dialog"
    >
      <div className="message-dialog__head">
        <h2 id={titleId} className="message-dialog__title">
          {request.title}
        </h2>
        <button
          type="button"
          className="icon-button message-dialog__close"
          aria-label={DIALOG.closeLabel}
          onClick={() => close(false)}
        >
          <CloseIcon width={20} height={20} />
        </button>
      </div>
      <p id={messageId} className="message-dialog__message">
        {request.message}
      </p>
      <div className="message-dialog__actions">
        {isConfirm && (
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={() => close(false)}
          >
            {request.cancelLabel}
          </button>
        )}
        <button
          ref={confirmRef}
          type="button"
          className="button button--confirm"
          onClick={() => close(true)}
        >
          {request.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
