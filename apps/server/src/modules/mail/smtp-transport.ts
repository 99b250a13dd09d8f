import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * Timeouts short enough that a stuck relay fails a request within a minute
 * instead of nodemailer's defaults (two minutes to connect, ten idle).
 */
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 5_000,
} as const;

/** Covers the whole exchange, which the socket timeout does not when a server trickles replies. */
const SEND_DEADLINE_MS = 45_000;

/**
 * SMTP through a small pool: password-reset bursts reuse connections rather
 * than opening one per message. `url` (smtp:// or smtps://, with credentials)
 * takes precedence over the options here, as nodemailer merges them.
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const mailer = nodemailer.createTransport(
    {
      url: options.url,
      pool: true,
      maxConnections: 3,
      maxMessages: 100,
      ...TIMEOUTS,
    },
    { from: options.from },
  );
  return {
    async send(message) {
      await mailer.sendMail({ ...message, signal: AbortSignal.timeout(SEND_DEADLINE_MS) });
    },
    close() {
      // In-flight deliveries finish first; the pool refuses new ones.
      mailer.close();
      return Promise.resolve();
    },
  };
}
