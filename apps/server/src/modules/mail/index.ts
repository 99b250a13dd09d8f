/** Mail: the service plugin and its type, and the development outbox's routes. */
export { devOutboxRoutes } from './dev-outbox-routes';
export { mailServicePlugin } from './plugin';
export { describeFailure, type MailService } from './service';
export type { ModerationNoticeMail } from './templates';
