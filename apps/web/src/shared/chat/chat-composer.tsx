import { CHAT_LIMITS } from '@ilteo/contract';
import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the 보내기 button, with something to send. */
  onSend: () => void;
  disabled?: boolean;
  /** Something to send beside the text (an attached image). */
  hasAttachment?: boolean;
  /** Controls before the text box: attach, canned replies. */
  tools?: ReactNode;
  label?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and while a
 * Korean (or any) input method is composing, Enter only finishes the
 * syllable (isComposing, with the composition events for browsers that
 * report it late). The counter shows CHAT_LIMITS.body.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  disabled = false,
  hasAttachment = false,
  tools,
  label = '메시지',
  ref,
}: ChatComposerProps) {
  const id = useId();
  const composing = useRef(false);
  const canSend = !disabled && (value.trim().length > 0 || hasAttachment);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || composing.current) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {tools && <div className="chat-composer__tools">{tools}</div>}
      <textarea
        ref={ref}
        id={id}
        className="chat-composer__input"
        rows={2}
        value={value}
        maxLength={CHAT_LIMITS.body}
        disabled={disabled}
        placeholder="메시지를 입력하세요 (Shift+Enter 줄바꿈)"
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <div className="chat-composer__side">
        <span id={`${id}-count`} className="chat-composer__count">
          <span className="sr-only">글자 수 </span>
          {value.length}/{CHAT_LIMITS.body}
        </span>
        <button type="submit" className="button button--primary button--small" disabled={!canSend}>
          보내기
        </button>
      </div>
    </form>
  );
}
