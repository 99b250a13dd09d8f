import { TOAST_DURATION_MS } from '@ilteo/contract';
import { create } from 'zustand';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly durationMs: number;
}

interface ToastState {
  toasts: readonly ToastItem[];
}

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

/** Shows a short message at the bottom centre (spec §9: 3000 ms, pauses on hover and focus). */
export function toast(message: string, options: { durationMs?: number } = {}): number {
  const item: ToastItem = {
    id: nextId++,
    message,
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  useToastStore.setState((s) => ({ toasts: [...s.toasts, item] }));
  return item.id;
}

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
