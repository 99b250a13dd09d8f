import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies gain less than the encoding costs. */
const MIN_BYTES = 1024;

/**
 * Brotli or gzip for API answers and pages of 1 KB and more, for clients
 * that accept them (decision 0018). A page of postings is 5–30 KB of JSON
 * and a mobile network pays for every byte; brotli at quality 4 takes well
 * under a millisecond for that, where the default 11 would take tens.
 * The build's files are compressed once at build time and sent as they are
 * (spa.ts); a body that already has an encoding is left alone.
 * No response body carries a secret (tokens travel in HttpOnly cookies, the
 * CSRF token in a header), so compressing bodies that echo input gives
 * BREACH nothing to guess.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: MIN_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
