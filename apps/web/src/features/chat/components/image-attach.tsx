import { useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { uploadChatImage } from '../api/upload-chat-image';

export interface AttachedImage {
  saveName: string;
  /** A local preview (object URL) until the message comes back with the server's. */
  url: string;
}

const NOT_IMAGE = '이미지 파일(JPG, PNG, GIF, WEBP)만 첨부할 수 있습니다.';

/**
 * 사진 첨부 beside the composer: the upload helper (image check, resize,
 * upload); a refused file (901) shows the server's message under it.
 */
export function ImageAttach({
  attached,
  onAttach,
  disabled,
}: {
  attached: AttachedImage | null;
  onAttach: (image: AttachedImage | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const stored = await uploadChatImage(file);
      onAttach({ saveName: stored.saveName, url: URL.createObjectURL(file) });
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : NOT_IMAGE);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="chat-attach">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled || busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <label
        htmlFor={id}
        className="button button--secondary button--small chat-attach__button"
        aria-disabled={disabled || busy}
      >
        {busy ? '올리는 중…' : '사진 첨부'}
      </label>
      {attached && (
        <span className="chat-attach__preview">
          <img src={attached.url} alt="보낼 사진" />
          <button type="button" className="chat-link-button" onClick={() => onAttach(null)}>
            사진 빼기
          </button>
        </span>
      )}
      {error && (
        <p className="chat-attach__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
