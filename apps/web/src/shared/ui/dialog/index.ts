export { alert, confirm, type DialogOptions } from './dialog-store';
export { DialogHost } from './dialog-host';
