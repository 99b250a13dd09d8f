import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * Whether this browser had a member logged in when it last knew (decision
 * 0045): a page can then lay out the member's view from its first paint,
 * instead of the visitor's view that the login check would replace a moment
 * later and push everything below it down. Only a flag, no name or id: the
 * session itself is in HttpOnly cookies and the check still decides.
 */
const KEY = 'ilteo-member-hint';

export function readSessionHint(): boolean {
  return readStorage(KEY) === '1';
}

export function writeSessionHint(member: boolean): void {
  if (member) writeStorage(KEY, '1');
  else removeStorage(KEY);
}
