export { toast, dismissToast } from './toast-store';
export { ToastHost } from './toast-host';
