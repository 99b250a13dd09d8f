import { useEffect } from 'react';
import type { ChatSnapshot } from './chat-state';
import type { ChatConnection } from './connection';

/**
 * Tells the other side what was read: the newest message of theirs, while
 * this page is visible (a background tab has not read anything yet).
 */
export function useReadReceipts(
  snapshot: ChatSnapshot,
  myRole: 'member' | 'counsellor',
  connection: ChatConnection,
): void {
  let lastTheirs = 0;
  for (let i = snapshot.messages.length - 1; i >= 0; i -= 1) {
    const m = snapshot.messages[i];
    if (m && m.senderRole !== myRole) {
      lastTheirs = m.messageId;
      break;
    }
  }

  useEffect(() => {
    if (lastTheirs === 0) return;
    const mark = () => {
      if (document.visibilityState === 'visible') connection.markRead(lastTheirs);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [connection, lastTheirs]);
}
