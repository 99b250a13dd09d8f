import type { MailService, ModerationNoticeMail } from '../mail';

/**
 * Every mail the outbox carries, by kind, with its template's data. A kind
 * is added here and in MAIL_SENDERS together; enqueueMail then accepts only
 * that kind's data, so a payload in the table always fits its template.
 */
export interface OutboxMailKinds {
  'moderation-notice': ModerationNoticeMail;
}

export type OutboxMailKind = keyof OutboxMailKinds;

type MailSender<K extends OutboxMailKind> = (
  mail: MailService,
  to: string,
  data: OutboxMailKinds[K],
) => Promise<void>;

const MAIL_SENDERS: { [K in OutboxMailKind]: MailSender<K> } = {
  'moderation-notice': (mail, to, data) => mail.sendModerationNotice(to, data),
};

/**
 * The sender of a stored kind, or undefined for a kind this build does not
 * know (a newer node's, during a rolling deploy: left for that node).
 */
export function mailSender(
  kind: string,
): ((mail: MailService, to: string, data: unknown) => Promise<void>) | undefined {
  if (!Object.hasOwn(MAIL_SENDERS, kind)) return undefined;
  // The payload was written by enqueueMail with this kind's type.
  return MAIL_SENDERS[kind as OutboxMailKind] as (
    mail: MailService,
    to: string,
    data: unknown,
  ) => Promise<void>;
}

/** One message to enqueue: the channel and kind decide the payload's type. */
export type OutboxMessageInput = {
  [K in OutboxMailKind]: { channel: 'mail'; kind: K; to: string; payload: OutboxMailKinds[K] };
}[OutboxMailKind];
