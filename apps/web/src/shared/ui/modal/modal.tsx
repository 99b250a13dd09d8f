import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin, trapTab } from './focusable';
import { isTopModal, pushModal } from './modal-stack';
import './modal.css';

export interface ModalProps {
  /** Escape, the close button or (if allowed) a backdrop click. */
  onDismiss: () => void;
  labelledBy: string;
  describedBy?: string;
  /** Receives focus on open; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  dismissOnBackdrop?: boolean;
  /** 'center' for dialogs, 'start' for a drawer sliding in from the left. */
  placement?: 'center' | 'start';
  className?: string;
  children: ReactNode;
}

/**
 * A modal layer rendered under <body>: focus moves in on open, stays inside
 * while open, Escape dismisses, and focus returns to the opener on close.
 * Mount it only while open.
 */
export function Modal({
  onDismiss,
  labelledBy,
  describedBy,
  initialFocus,
  dismissOnBackdrop = false,
  placement = 'center',
  className,
  children,
}: ModalProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef(initialFocus);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushModal(layer);
    const target = initialFocusRef.current?.current ?? focusableWithin(panel)[0] ?? panel;
    target.focus();

    // Listen on the document, not the panel: when the focused control inside
    // disappears (a retry button replaced by a spinner), focus falls to <body>
    // and the keys must still work.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(layer)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onDismissRef.current();
      } else {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div ref={layerRef} className={`modal-layer modal-layer--${placement}`}>
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onClick={dismissOnBackdrop ? onDismiss : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['modal-panel', className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
