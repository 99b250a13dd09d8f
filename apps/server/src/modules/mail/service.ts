import { AppError, rejected } from '../../http/errors';
import { renderApplicationStatus, type ApplicationStatusMail } from './application-templates';
import {
  renderModerationNotice,
  renderPasswordReset,
  renderSavedSearchAlert,
  renderShareLink,
  type ModerationNoticeMail,
  type PasswordResetMail,
  type RenderedMail,
  type SavedSearchAlertMail,
  type ShareLinkMail,
} from './templates';
import { renderOfferReceived, type OfferReceivedMail } from './offer-mail';
import { renderConsultingAnswered, type ConsultingAnsweredMail } from './consulting-mail';
import { renderReviewNotice, type ReviewNoticeMail } from './review-mail';
import { renderQnaAnswered, type QnaAnsweredMail } from './qna-mail';
import { renderTestRequest, type TestRequestMail } from './test-request-mail';
import type { MailTransport } from './transport';

export interface MailService {
  /** Throws AppError MAIL_FAILED (007) when the mail cannot be handed to the transport. */
  sendPasswordReset(to: string, data: PasswordResetMail): Promise<void>;
  /**
   * `data.url` may be absolute or a path; it must lead to this site (PUBLIC_ORIGIN),
   * so the service cannot be used to mail arbitrary links in our name.
   */
  sendShareLink(to: string, data: ShareLinkMail): Promise<void>;
  /** The daily saved-search alert; `data.url` must lead to this site. */
  sendSavedSearchAlert(to: string, data: SavedSearchAlertMail): Promise<void>;
  /** The author's notice of a moderation decision; `data.url` must lead to this site. */
  sendModerationNotice(to: string, data: ModerationNoticeMail): Promise<void>;
  /** A change of an application the member can see (decision 0034); `data.url` must lead to this site. */
  sendApplicationStatus(to: string, data: ApplicationStatusMail): Promise<void>;
  /** A company's offer reached the member; `data.url` must lead to this site. */
  sendOfferReceived(to: string, data: OfferReceivedMail): Promise<void>;
  /** A consultant answered the member's 기업 컨설팅 request; `data.url` must lead to this site. */
  sendConsultingAnswered(to: string, data: ConsultingAnsweredMail): Promise<void>;
  /** A screening decision or a 임시조치 of the member's review; `data.url` must lead to this site. */
  sendReviewNotice(to: string, data: ReviewNoticeMail): Promise<void>;
  /** An operator answered the member's 1:1 문의; `data.url` must lead to this site. */
  sendQnaAnswered(to: string, data: QnaAnsweredMail): Promise<void>;
  /** A company asked the applicant to take the vocational test; `data.url` must lead to this site. */
  sendTestRequest(to: string, data: TestRequestMail): Promise<void>;
}

export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Deliberately loose: the caller validated the form; this only refuses what SMTP cannot carry. */
const MAIL_ADDRESS = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;
const ADDRESS_IN_TEXT = /[^\s<>()"',;:[\]]+@[^\s<>()"',;:[\]]+/g;

const redact = (value: unknown) =>
  typeof value === 'string' ? value.replace(ADDRESS_IN_TEXT, '[address]') : undefined;

/**
 * What the log may keep of a transport failure. SMTP errors quote the
 * recipient (in the message, the server response, the rejected list), and
 * addresses are personal data: only codes and redacted text are kept.
 */
export function describeFailure(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: redact(String(err)) };
  const e = err as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    name: e.name,
    code: typeof e.code === 'string' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    command: redact(e.command),
    message: redact(e.message),
    response: redact((e as { response?: unknown }).response),
  };
}

/** The link resolved against the site origin, or undefined when it leads elsewhere. */
function onSite(link: string, publicOrigin: string): string | undefined {
  try {
    const site = new URL(publicOrigin);
    const url = new URL(link, `${site.origin}/`);
    return url.origin === site.origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function createMailService(
  transport: MailTransport,
  options: { log: MailLog; publicOrigin: string },
): MailService {
  const { log, publicOrigin } = options;

  async function deliver(kind: string, to: string, mail: RenderedMail): Promise<void> {
    const recipient = to.trim();
    if (recipient.length > 254 || !MAIL_ADDRESS.test(recipient)) {
      log.warn({ kind }, 'mail not sent: malformed recipient address');
      // The user's input, not a delivery fault: 007 all the same, with a client-error status.
      throw new AppError('MAIL_FAILED', { status: 400 });
    }
    try {
      await transport.send({ to: recipient, ...mail });
    } catch (err) {
      // No cause on the AppError: the error handler would log it, address and all.
      log.error({ kind, failure: describeFailure(err) }, 'mail delivery failed');
      throw new AppError('MAIL_FAILED');
    }
  }

  return {
    async sendPasswordReset(to, data) {
      const link = onSite(data.link, publicOrigin);
      if (!link) throw new Error('a password reset link must point to PUBLIC_ORIGIN');
      await deliver('password-reset', to, renderPasswordReset({ ...data, link }));
    },
    async sendShareLink(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw rejected.badRequest('url: 일터 안의 페이지 주소만 공유할 수 있습니다.');
      await deliver('share-link', to, renderShareLink({ ...data, url }));
    },
    async sendSavedSearchAlert(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a saved-search alert link must point to PUBLIC_ORIGIN');
      await deliver('saved-search-alert', to, renderSavedSearchAlert({ ...data, url }));
    },
    async sendModerationNotice(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a moderation notice link must point to PUBLIC_ORIGIN');
      await deliver('moderation-notice', to, renderModerationNotice({ ...data, url }));
    },
    async sendApplicationStatus(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('an application notice link must point to PUBLIC_ORIGIN');
      await deliver('application-status', to, renderApplicationStatus({ ...data, url }));
    },
    async sendOfferReceived(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('an offer notice link must point to PUBLIC_ORIGIN');
      await deliver('offer-received', to, renderOfferReceived({ ...data, url }));
    },
    async sendConsultingAnswered(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a consulting notice link must point to PUBLIC_ORIGIN');
      await deliver('consulting-answered', to, renderConsultingAnswered({ ...data, url }));
    },
    async sendReviewNotice(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a review notice link must point to PUBLIC_ORIGIN');
      await deliver('review-notice', to, renderReviewNotice({ ...data, url }));
    },
    async sendQnaAnswered(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a 1:1 inquiry notice link must point to PUBLIC_ORIGIN');
      await deliver('qna-answered', to, renderQnaAnswered({ ...data, url }));
    },
    async sendTestRequest(to, data) {
      const url = onSite(data.url, publicOrigin);
      if (!url) throw new Error('a test request notice link must point to PUBLIC_ORIGIN');
      await deliver('test-request', to, renderTestRequest({ ...data, url }));
    },
  };
}
