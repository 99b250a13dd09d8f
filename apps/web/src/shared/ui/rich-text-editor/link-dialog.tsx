import { DIALOG } from '@ilteo/contract';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { TextField } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';

/** The spec's default message of a URL input dialog (§5). */
export const INVALID_URL_DEFAULT = 'Invalid URL';

/**
 * An http(s) address as the link will hold it, or null. A bare host
 * ("ilteo.kr/guide") gets https://; any other scheme (javascript:, data:,
 * mailto:) is refused here, and the server's sanitiser refuses it again.
 */
export function normaliseUrl(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url.href;
}

export interface LinkDialogProps {
  /** The selection's link, when it has one: the dialog edits it and offers 링크 삭제. */
  current: string | null;
  /** Shown under the field for an address that is not a URL. */
  invalidMessage?: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The URL dialog of the editor's 링크 button. */
export function LinkDialog({
  current,
  invalidMessage = INVALID_URL_DEFAULT,
  onApply,
  onRemove,
  onClose,
}: LinkDialogProps) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string>();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form of its own inside the page's form: keep the post from submitting.
    event.stopPropagation();
    const href = normaliseUrl(value);
    if (href === null) {
      setError(invalidMessage);
      inputRef.current?.focus();
      return;
    }
    onApply(href);
  };

  return (
    <Modal onDismiss={onClose} labelledBy={titleId} initialFocus={inputRef} className="link-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="message-dialog__title">
          {current ? '링크 고치기' : '링크 넣기'}
        </h2>
        <TextField
          ref={inputRef}
          label="주소(URL)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
        <div className="link-dialog__actions">
          {current && (
            <button type="button" className="button button--secondary" onClick={onRemove}>
              링크 삭제
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {DIALOG.cancelLabel}
          </button>
          <button type="submit" className="button button--confirm">
            {DIALOG.confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
