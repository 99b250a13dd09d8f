import type { ChatServerFrame } from '@ilteo/contract';

/**
 * The two ways a conversation travels, behind one small interface so the
 * connection (and its tests, with fakes) never touches the browser's
 * WebSocket or EventSource directly.
 */

/** What the connection needs of a WebSocket (the browser's satisfies it). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What the connection needs of an EventSource (the browser's satisfies it). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface TransportEvents {
  open(): void;
  frame(frame: ChatServerFrame): void;
  /** Gone: `opened` tells a dropped connection from one that never connected. */
  closed(code: number, opened: boolean): void;
  /** Lost for now; the transport reconnects by itself (EventSource does). */
  interrupted(): void;
}

export interface Transport {
  /** Sends a socket frame; false when the socket is not open (the caller keeps the message). */
  send(frame: string): boolean;
  close(): void;
}

const OPEN = 1;
const CLOSED = 2;

/** Frames are JSON objects with a type; anything else is ignored (never thrown). */
export function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'type' in value) {
      return value as ChatServerFrame;
    }
  } catch {
    // A heartbeat or a stray line: not a frame.
  }
  return null;
}

export function openSocket(socket: SocketLike, events: TransportEvents): Transport {
  let opened = false;
  let done = false;
  const finish = (code: number) => {
    if (done) return;
    done = true;
    events.closed(code, opened);
  };
  socket.onopen = () => {
    opened = true;
    events.open();
  };
  socket.onmessage = (event) => {
    const frame = parseFrame(event.data);
    if (frame) events.frame(frame);
  };
  socket.onclose = (event) => finish(event.code);
  // An error is followed by close in browsers; a fake may not, so finish here too.
  socket.onerror = () => {
    if (socket.readyState === CLOSED) finish(1006);
  };
  return {
    send(frame) {
      if (done || socket.readyState !== OPEN) return false;
      socket.send(frame);
      return true;
    },
    close() {
      done = true;
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000);
    },
  };
}

/** Named SSE events the server may use beside the default `message`. */
const SSE_EVENTS = ['ack', 'read', 'session', 'error', 'pong'] as const;

/**
 * The fallback stream. The browser's EventSource reconnects by itself with
 * Last-Event-ID (each message event's id is its messageId); only when it
 * gives up (readyState CLOSED) does the connection take over.
 */
export function openEventStream(source: EventSourceLike, events: TransportEvents): Transport {
  let opened = false;
  let done = false;
  const onData = (event: MessageEvent) => {
    const frame = parseFrame(event.data);
    if (frame) events.frame(frame);
  };
  // Each (re)open: the connection then sends again what is still unacknowledged.
  source.onopen = () => {
    opened = true;
    events.open();
  };
  source.onmessage = onData;
  for (const name of SSE_EVENTS) source.addEventListener(name, onData);
  source.onerror = () => {
    if (done) return;
    if (source.readyState !== CLOSED) {
      events.interrupted();
      return;
    }
    done = true;
    events.closed(1006, opened);
  };
  return {
    send: () => false,
    close() {
      done = true;
      source.onopen = source.onmessage = source.onerror = null;
      source.close();
    },
  };
}
