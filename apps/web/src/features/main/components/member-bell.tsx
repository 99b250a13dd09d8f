import { useEffect, useId, useRef, useState } from 'react';
import { useDeviceInfo } from '@/shared/stores/app-store';
import { BellIcon } from '@/shared/ui/icons/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { useAlarmStore } from '../stores/alarm-store';
import { AlarmPanel } from './alarm-panel';
import { useUnreadRefresh } from './use-unread-refresh';
import './alarm.css';

const BELL_LABEL = '알림';
const BELL_LABEL_UNREAD = '알림, 읽지 않은 알림 있음';

/**
 * The member's bell: a dot while something is unread, and the alarm list —
 * a popover on wide screens, a full-screen panel on phones.
 */
export function MemberBell() {
  useUnreadRefresh();
  const hasNew = useAlarmStore((s) => s.hasNew);
  const { isMobile } = useDeviceInfo();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = `${panelId}-title`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div className="alarm-bell">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button alarm-bell__button"
        aria-label={hasNew ? BELL_LABEL_UNREAD : BELL_LABEL}
        aria-expanded={open}
        aria-controls={open && !isMobile ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {hasNew && <span className="alarm-bell__dot" aria-hidden="true" />}
      </button>
      {open &&
        (isMobile ? (
          <Modal
            labelledBy={titleId}
            placement="start"
            className="alarm-sheet"
            onDismiss={() => close(false)}
          >
            <AlarmPanel titleId={titleId} onClose={() => close(false)} />
          </Modal>
        ) : (
          <AlarmPopover id={panelId} titleId={titleId} onClose={close} />
        ))}
    </div>
  );
}

interface AlarmPopoverProps {
  id: string;
  titleId: string;
  onClose: (returnFocus: boolean) => void;
}

/** Non-modal: Escape closes it (focus back to the bell); a click or focus elsewhere too. */
function AlarmPopover({ id, titleId, onClose }: AlarmPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.focus();
    const wrapper = panel.parentElement;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) {
        onCloseRef.current(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    panel.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      panel.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="alarm-popover"
      onBlur={(event) => {
        const next = event.relatedTarget;
        const wrapper = ref.current?.parentElement;
        if (next instanceof Node && wrapper && !wrapper.contains(next)) onClose(false);
      }}
    >
      <AlarmPanel titleId={titleId} onClose={onClose} />
    </div>
  );
}
