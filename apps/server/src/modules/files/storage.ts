import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are our own random names, never a user's
 * file name. The local-disk implementation keeps them outside the web root;
 * an object-store implementation can replace it behind the same interface.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** A stream of the bytes, or undefined when the key holds nothing. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function createLocalDiskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    // Two levels of fan-out keep directories small.
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      const file = locate(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
  };
}
