import { useEffect, useState } from 'react';
import { sendChatPresence, type ChatPresence } from '../api/chat-presence';

/** The server counts a counsellor present for about a minute after a beat; beating every 20 s keeps a margin. */
const HEARTBEAT_MS = 20_000;

/**
 * 상담 가능: whether I take new chats, told to the server at once and again
 * every 20 s while the console is open (the heartbeat that tells members a
 * counsellor is there). Off when the screen closes: the beats stop and the
 * server lets the presence lapse.
 */
export function useChatPresence() {
  const [accepting, setAccepting] = useState(false);
  const [presence, setPresence] = useState<ChatPresence | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stopped = false;
    const beat = () => {
      sendChatPresence(accepting).then(
        (answer) => {
          if (stopped) return;
          setPresence(answer);
          setFailed(false);
        },
        () => !stopped && setFailed(true),
      );
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [accepting]);

  return { accepting, setAccepting, presence, failed };
}
