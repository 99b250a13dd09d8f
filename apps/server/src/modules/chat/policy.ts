import { definePolicy, hasRole, isOwner, type Actor } from '../../http/policy';
import type { ChatSide } from './repository';

/** A conversation as the policy sees it: its member, its counsellor, and the actor's operator flags. */
export interface ChatRecord {
  readonly ownerId: string | null;
  readonly counsellorId: string | null;
  readonly flags: readonly string[];
}

const isCounsellor = (actor: Actor, flags: readonly string[]) =>
  hasRole(actor, 'operator') && flags.includes('counsellor');

/**
 * 커리어 상담 채팅 (decision 0038). A member starts, reads and ends their
 * own conversation; the counsellor who took it reads and writes it too.
 * Company members, other members and other operators are refused (102)
 * whether or not the conversation exists; a visitor is asked to log in.
 * The console is for operators with the counsellor flag.
 */
export const chatPolicy = definePolicy<'start' | 'join' | 'end' | 'counsel', ChatRecord>({
  start: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
  join: (actor, record) =>
    (hasRole(actor, 'member') && isOwner(actor, record)) ||
    (isCounsellor(actor, record.flags) && isOwner(actor, { ownerId: record.counsellorId })),
  end: (actor, record) => hasRole(actor, 'member') && isOwner(actor, record),
  counsel: (actor, record) => isCounsellor(actor, record.flags),
});

/** Which side of the conversation the actor is on (after `join` allowed them). */
export function sideOf(actor: Actor, record: ChatRecord): ChatSide {
  return hasRole(actor, 'member') && isOwner(actor, record) ? 'member' : 'counsellor';
}

/**
 * The side an actor writes from, before the conversation is read: a member
 * writes as the member, a counsellor as the counsellor, anyone else from
 * no side. The send statement then holds the row only if the actor is that
 * side's person (the `join` rule above, checked in SQL).
 */
export function sendingSide(actor: Actor, flags: readonly string[]): ChatSide | null {
  if (hasRole(actor, 'member')) return 'member';
  return isCounsellor(actor, flags) ? 'counsellor' : null;
}
