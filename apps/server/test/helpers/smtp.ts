import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The message exactly as it arrived after DATA. */
  raw: Buffer;
  envelope: { from: string; to: string[] };
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: CapturedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps every message it
 * accepts. No TLS and no AUTH, so nodemailer speaks plain SMTP to it.
 * `rejectRecipients` answers every RCPT TO with 550, as a relay does for an
 * unknown mailbox.
 */
export async function start(options: { rejectRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const err = Object.assign(new Error(`No such user here <${address.address}>`), {
        responseCode: 550,
      });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          raw: Buffer.concat(chunks),
          envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
