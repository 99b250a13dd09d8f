import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/**
 * Development mail: each message is composed exactly as SMTP would carry it
 * (nodemailer's stream transport) and written as an .eml file that any mail
 * client opens. Files are private to the user: reset links are secrets.
 */
export function createOutboxTransport(options: { dir: string; from: string }): MailTransport {
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: options.from },
  );
  let sequence = 0;
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      const bytes = Buffer.isBuffer(info.message) ? info.message : undefined;
      if (!bytes) throw new Error('the stream transport returned no buffer');
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      sequence += 1;
      await writeFile(path.join(options.dir, outboxFileName(new Date(), sequence)), bytes, {
        flag: 'wx',
        mode: 0o600,
      });
    },
  };
}

/**
 * Names sort by time, then by the order of sending within this process, so
 * the newest message is the last name even when two share a millisecond.
 */
export function outboxFileName(at: Date, sequence: number): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
}
