/** Mail: the service plugin and its type, and the development outbox's routes. */
export { devOutboxRoutes } from './dev-outbox-routes';
export { mailServicePlugin } from './plugin';
export type { MailService } from './service';
