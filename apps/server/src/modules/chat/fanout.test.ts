import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@ilteo/contract';
import { payloadOf, readPayload, type ChatEvent } from './fanout';

const message = (body: string): ChatMessage => ({
  messageId: 42,
  sessionId: 7,
  senderRole: 'member',
  clientId: 'c-1',
  body,
  image: null,
  createdAt: '2026-03-02T02:00:00.000Z',
});
const event = (body: string): ChatEvent => ({
  sessionId: 7,
  event: 'message',
  messageId: 42,
  prevId: 40,
  message: message(body),
});

/** The NOTIFY payload of decision 0038: the message itself when it fits PostgreSQL's 8000 bytes. */
describe('chat fan-out payload', () => {
  it('carries the message and its previous id, with the sending node', () => {
    const text = payloadOf(event('안녕하세요'), 'node-a');
    expect(readPayload(text)).toEqual({ event: event('안녕하세요'), node: 'node-a' });
  });

  it('sends ids only when the message would not fit, so receivers read the row', () => {
    // Escaped control characters take 6 bytes each. Today's 1,000-character body stays
    // under the limit (at most ~6,300 bytes); a longer one, were the limit raised, would not.
    expect(Buffer.byteLength(payloadOf(event('\u0001'.repeat(1000)), 'n'))).toBeLessThan(6500);
    const text = payloadOf(event('\u0001'.repeat(1400)), 'node-a');
    expect(Buffer.byteLength(text)).toBeLessThan(8000);
    expect(readPayload(text)).toEqual({
      event: { sessionId: 7, event: 'message', messageId: 42, prevId: 40 },
      node: 'node-a',
    });
  });

  it('drops a carried message that does not match its event, keeping the ids', () => {
    const text = JSON.stringify({ ...event('x'), message: { ...message('x'), messageId: 41 } });
    expect(readPayload(text)?.event).toEqual({
      sessionId: 7,
      event: 'message',
      messageId: 42,
      prevId: 40,
    });
    expect(readPayload(JSON.stringify({ sessionId: 7, event: 'other' }))).toBeUndefined();
  });
});
