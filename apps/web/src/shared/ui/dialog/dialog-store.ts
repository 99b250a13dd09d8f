import { DIALOG } from '@ilteo/contract';
import { create } from 'zustand';

/**
 * Promise-based alert and confirm (spec §8, §9). Dialogs queue: one shows at a
 * time, in the order they were asked for, so an alert raised while another is
 * open is not lost.
 */
export interface DialogOptions {
  /** Heading of the dialog; 알림 unless given. */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Focus 취소 first, for confirms whose 확인 cannot be undone. */
  destructive?: boolean;
}

export interface DialogRequest {
  readonly id: number;
  readonly kind: 'alert' | 'confirm';
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly destructive: boolean;
  readonly resolve: (confirmed: boolean) => void;
}

interface DialogQueueState {
  queue: readonly DialogRequest[];
}

export const useDialogStore = create<DialogQueueState>()(() => ({ queue: [] }));

const DEFAULT_TITLE = '알림';

let nextId = 1;

function enqueue(kind: DialogRequest['kind'], message: string, options: DialogOptions = {}) {
  return new Promise<boolean>((resolve) => {
    const request: DialogRequest = {
      id: nextId++,
      kind,
      message,
      title: options.title ?? DEFAULT_TITLE,
      confirmLabel: options.confirmLabel ?? DIALOG.confirmLabel,
      cancelLabel: options.cancelLabel ?? DIALOG.cancelLabel,
      destructive: options.destructive ?? false,
      resolve,
    };
    useDialogStore.setState((s) => ({ queue: [...s.queue, request] }));
  });
}

/** Settles the dialog with `id` and shows the next one in the queue. */
export function settleDialog(id: number, confirmed: boolean): void {
  const request = useDialogStore.getState().queue.find((r) => r.id === id);
  if (!request) return;
  useDialogStore.setState((s) => ({ queue: s.queue.filter((r) => r.id !== id) }));
  request.resolve(confirmed);
}

/** Shows a message with a 확인 button; resolves when it is closed. */
export async function alert(message: string, options?: DialogOptions): Promise<void> {
  await enqueue('alert', message, options);
}

/** Asks a yes/no question; resolves true for 확인, false for 취소, Escape or close. */
export function confirm(message: string, options?: DialogOptions): Promise<boolean> {
  return enqueue('confirm', message, options);
}

/** Whether an alert with this exact message is showing or waiting. */
export function isAlertPending(message: string): boolean {
  return useDialogStore.getState().queue.some((r) => r.kind === 'alert' && r.message === message);
}
