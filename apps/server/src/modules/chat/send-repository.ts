import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { rateCounterHitSql } from '../../lib/rate-counter';
import type { ChatSide, MessageRow } from './repository';

export interface SendTextInput {
  sessionId: number;
  userId: string;
  side: ChatSide;
  clientId: string;
  body: string;
  createdAt: Date;
  /** The sender's rate counter and its limit per minute. */
  rateKey: string;
  perMinute: number;
}

/**
 * What the send statement found. `undefined` (no row) when the actor is not
 * that side's person of the conversation, or there is no such conversation.
 */
export interface SendTextResult {
  state: string;
  /** The conversation's last message id before this one (read under the row lock). */
  prevId: number;
  /** The sender's count this minute, or null when nothing was counted (closed, a resend). */
  hits: number | null;
  /** The stored message: the new one (`fresh`) or the one this client id stored before. */
  message: MessageRow | null;
  fresh: boolean;
}

interface Row {
  state: string;
  prev_id: string | number;
  hits: number | null;
  fresh: boolean | null;
  message_id: string | number | null;
  session_id: number | null;
  sender_id: string | null;
  sender_role: string | null;
  client_id: string | null;
  body: string | null;
  image_save_name: string | null;
  created_at: Date | string | null;
}

/**
 * A text message in ONE statement, autocommitted (decision 0038): holds the
 * conversation row if the actor is its member or its counsellor (FOR
 * UPDATE, before the insert draws its id, so ids follow commit order within
 * a conversation); finds an earlier message of this client id (a resend:
 * answered, not counted); otherwise, when the conversation is open, counts
 * the sender's minute in rate_counter (shared by every node) and inserts
 * only within the limit; moves last_message_id. A refused message stores
 * nothing; its count stays, which changes nothing, since the counter is
 * already past the limit for the rest of its window.
 */
export async function sendText(
  db: Database,
  v: SendTextInput,
): Promise<SendTextResult | undefined> {
  const party =
    v.side === 'member' ? sql`user_id = ${v.userId}::uuid` : sql`counsellor_id = ${v.userId}::uuid`;
  const counted = sql`s where s.state <> 'closed' and not exists (select 1 from prior)`;
  const rows = await selectRows<Row>(
    db,
    sql`with s as materialized (
          select session_id, state, last_message_id from chat_session
          where session_id = ${v.sessionId}::int and ${party}
          for update
        ),
        prior as materialized (
          select m.* from chat_message m join s on m.session_id = s.session_id
          where m.sender_role = ${v.side}::varchar and m.client_id = ${v.clientId}::varchar
        ),
        hit as (${rateCounterHitSql(v.rateKey, 60, counted)}),
        ins as (
          insert into chat_message (session_id, sender_id, sender_role, client_id, body, created_at)
          select s.session_id, ${v.userId}::uuid, ${v.side}::varchar, ${v.clientId}::varchar,
                 ${v.body}::text, ${v.createdAt.toISOString()}::timestamptz
          from s join hit on hit.count <= ${v.perMinute}::int
          on conflict do nothing
          returning *
        ),
        moved as (
          update chat_session c set last_message_id = greatest(c.last_message_id, ins.message_id)
          from ins where c.session_id = ins.session_id
        )
        select s.state, s.last_message_id as prev_id, hit.count as hits, m.fresh,
               m.message_id, m.session_id, m.sender_id, m.sender_role, m.client_id, m.body,
               m.image_save_name, m.created_at
        from s
        left join hit on true
        left join (select ins.*, true as fresh from ins
                   union all select prior.*, false from prior) m on true`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    state: row.state,
    prevId: Number(row.prev_id),
    hits: row.hits,
    fresh: row.fresh === true,
    message:
      row.message_id === null || row.session_id === null || row.created_at === null
        ? null
        : {
            messageId: Number(row.message_id),
            sessionId: row.session_id,
            senderId: row.sender_id,
            senderRole: row.sender_role ?? '',
            clientId: row.client_id ?? '',
            body: row.body ?? '',
            imageSaveName: row.image_save_name,
            createdAt: new Date(row.created_at),
          },
  };
}
