import type {
  ApplicationStatusMail,
  ConsultingAnsweredMail,
  MailService,
  ModerationNoticeMail,
  OfferReceivedMail,
  QnaAnsweredMail,
  ReviewNoticeMail,
  TestRequestMail,
} from '../mail';
import type { PushService } from '../push';

/**
 * Every mail the outbox carries, by kind, with its template's data. A kind
 * is added here and in MAIL_SENDERS together; enqueueMail then accepts only
 * that kind's data, so a payload in the table always fits its template.
 */
export interface OutboxMailKinds {
  'moderation-notice': ModerationNoticeMail;
  'offer-received': OfferReceivedMail;
  'application-status': ApplicationStatusMail;
  'consulting-answered': ConsultingAnsweredMail;
  'review-notice': ReviewNoticeMail;
  'qna-answered': QnaAnsweredMail;
  'test-request': TestRequestMail;
}

export type OutboxMailKind = keyof OutboxMailKinds;

type MailSender<K extends OutboxMailKind> = (
  mail: MailService,
  to: string,
  data: OutboxMailKinds[K],
) => Promise<void>;

const MAIL_SENDERS: { [K in OutboxMailKind]: MailSender<K> } = {
  'moderation-notice': (mail, to, data) => mail.sendModerationNotice(to, data),
  'offer-received': (mail, to, data) => mail.sendOfferReceived(to, data),
  'application-status': (mail, to, data) => mail.sendApplicationStatus(to, data),
  'consulting-answered': (mail, to, data) => mail.sendConsultingAnswered(to, data),
  'review-notice': (mail, to, data) => mail.sendReviewNotice(to, data),
  'qna-answered': (mail, to, data) => mail.sendQnaAnswered(to, data),
  'test-request': (mail, to, data) => mail.sendTestRequest(to, data),
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

/** An alarm pushed to one device (decision 0033): its words and its in-app path. */
export interface AlarmPush {
  alarmId: number;
  title: string;
  body: string;
  /** The alarm's link, or '' when it has none (the app then opens the alarm list). */
  link: string;
}

/**
 * Every push the outbox carries, by kind. The recipient is one device
 * (push's `pushRecipient`); PUSH_SENDERS turns the payload into the message.
 */
export interface OutboxPushKinds {
  alarm: AlarmPush;
}

export type OutboxPushKind = keyof OutboxPushKinds;

type PushSender<K extends OutboxPushKind> = (
  push: PushService,
  recipient: string,
  data: OutboxPushKinds[K],
) => Promise<void>;

const PUSH_SENDERS: { [K in OutboxPushKind]: PushSender<K> } = {
  alarm: async (push, recipient, data) => {
    await push.sendToDevice(recipient, {
      title: data.title,
      body: data.body,
      data: { link: data.link, alarmId: String(data.alarmId), kind: 'alarm' },
    });
  },
};

/** The push sender of a stored kind, or undefined for another build's kind (as mailSender). */
export function pushSender(
  kind: string,
): ((push: PushService, recipient: string, data: unknown) => Promise<void>) | undefined {
  if (!Object.hasOwn(PUSH_SENDERS, kind)) return undefined;
  // The payload was written by enqueuePush with this kind's type.
  return PUSH_SENDERS[kind as OutboxPushKind] as (
    push: PushService,
    recipient: string,
    data: unknown,
  ) => Promise<void>;
}

/** One message to enqueue: the channel and kind decide the payload's type. */
export type OutboxMessageInput = {
  [K in OutboxMailKind]: { channel: 'mail'; kind: K; to: string; payload: OutboxMailKinds[K] };
}[OutboxMailKind];
