import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { dismissToast, useToastStore, type ToastItem } from './toast-store';
import './toast.css';

/**
 * The live region is always mounted so screen readers are already listening
 * when the first toast arrives. It lives directly under <body>, exempt from
 * the inert page behind an open dialog, so a toast raised then still speaks.
 */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  return createPortal(
    <div className="toast-region" role="status" aria-live="polite" data-inert-exempt="">
      {toasts.map((t) => (
        <Toast key={t.id} item={t} />
      ))}
    </div>,
    document.body,
  );
}

function Toast({ item }: { item: ToastItem }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(item.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, item.id]);

  return (
    <div
      className="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <span className="toast__message">{item.message}</span>
      <button
        type="button"
        className="toast__close"
        aria-label="알림 닫기"
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
