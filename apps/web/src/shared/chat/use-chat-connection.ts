import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserChatDeps, type ChatDeps } from './chat-deps';
import type { ChatSnapshot } from './chat-state';
import { ChatConnection, type ChatConnectionOptions } from './connection';

export interface ChatConnectionHandle {
  snapshot: ChatSnapshot;
  connection: ChatConnection;
}

/**
 * One conversation's connection for a screen: made when the conversation
 * (or its liveness) changes, started on mount and stopped on unmount; the
 * screen re-renders on every change of its snapshot.
 */
export function useChatConnection(
  options: ChatConnectionOptions,
  deps?: ChatDeps,
): ChatConnectionHandle {
  const { sessionId, role, live } = options;
  const [connection, setConnection] = useState(
    () => new ChatConnection({ sessionId, role, live }, deps ?? browserChatDeps()),
  );
  const [made, setMade] = useState({ sessionId, role, live });
  if (made.sessionId !== sessionId || made.role !== role || made.live !== live) {
    // Another conversation: a new connection, made during render as React advises for derived state.
    setMade({ sessionId, role, live });
    setConnection(new ChatConnection({ sessionId, role, live }, deps ?? browserChatDeps()));
  }

  useEffect(() => {
    void connection.start();
    return () => connection.stop();
  }, [connection]);

  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  return { snapshot, connection };
}
