import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml } from './eml';

export interface OutboxMessage {
  file: string;
  subject: string;
  from: string;
  to: string;
  /** ISO 8601, from the Date header (the epoch when it is missing or unreadable). */
  date: string;
  text: string;
  html: string | undefined;
}

const isMissing = (err: unknown) =>
  err instanceof Error && 'code' in err && (err as NodeJS.ErrnoException).code === 'ENOENT';

/** The newest `limit` messages of an outbox directory, newest first; none when it does not exist. */
export async function listOutbox(dir: string, limit = 20): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if (isMissing(err)) return [];
    throw err;
  }
  const newest = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const mail = parseEml(await readFile(path.join(dir, file)));
      return {
        file,
        subject: mail.subject,
        from: mail.from,
        to: mail.to,
        date: (mail.date ?? new Date(0)).toISOString(),
        text: mail.text,
        html: mail.html,
      };
    }),
  );
}

export async function readLatestOutbox(dir: string): Promise<OutboxMessage | undefined> {
  const [latest] = await listOutbox(dir, 1);
  return latest;
}
