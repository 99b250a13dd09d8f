/** Mail: the service plugin and its type, and the development outbox's routes. */
export { devOutboxRoutes } from './dev-outbox-routes';
export { mailServicePlugin } from './plugin';
export { describeFailure, type MailService } from './service';
export type { ModerationNoticeMail } from './templates';
export type { OfferReceivedMail } from './offer-mail';
export type { ConsultingAnsweredMail } from './consulting-mail';
export type { ReviewNoticeMail } from './review-mail';
export type { QnaAnsweredMail } from './qna-mail';
export type { TestRequestMail } from './test-request-mail';
export type { ApplicationStatusMail } from './application-templates';
