import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE_NAMES, CSRF_HEADER } from '@ilteo/contract';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `form`: the route is the target of a plain HTML form (which cannot send
     * headers), so the token may come in the urlencoded body field `_csrf`.
     */
    csrf?: 'form';
  }
  interface FastifyRequest {
    /** The browser's CSRF secret, from its signed cookie or newly made. */
    csrfSecret: string;
  }
  interface FastifyInstance {
    /**
     * Whether `token` is a valid CSRF token for the browser of `request`
     * (its signed secret cookie), for a request that cannot send the header:
     * the WebSocket upgrade brings it in its query (decision 0038).
     */
    csrfTokenValid(request: FastifyRequest, token: string): boolean;
  }
  interface FastifyReply {
    /** Gives the browser a new secret (after login or logout), so old tokens die. */
    rotateCsrfSecret(): void;
    /** A token for this browser, for server-rendered forms (field `_csrf`). */
    csrfToken(): string;
  }
}

/**
 * The browser a request belongs to: a hash of its CSRF secret, which only
 * that browser's signed HttpOnly cookie carries. The secret changes at login
 * and logout, so what is bound to it (an identity verification, a spent
 * refresh token's retry) does not outlive the session state it began in.
 */
export function browserBindingOf(csrfSecret: string): string {
  return createHash('sha256').update(csrfSecret).digest('hex');
}

/** `data.reason` of a CSRF refusal. */
export const CSRF_REFUSED = 'csrf';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_BYTES = 32;
const NONCE_BYTES = 16;
const POOL_BYTES = 4096;

let pool = Buffer.alloc(0);
let poolOffset = 0;
/**
 * Random bytes as base64url, cut from a pool the CSPRNG refills 4 KB at a
 * time, as crypto.randomUUID caches its randomness: every response needs a
 * nonce, and a CSPRNG call per response showed in profiles. Each byte is
 * handed out once, and a spent pool is replaced, never overwritten.
 */
function randomText(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += bytes;
  return pool.toString('base64url', poolOffset - bytes, poolOffset);
}

export interface CsrfOptions {
  /** HMAC key shared by every API node, so any node accepts any node's tokens. */
  key: string;
  secureCookies: boolean;
}

/**
 * Stateless CSRF protection, as the spec describes it (§7): every response
 * carries a token in the X-CSRF-Token header; every state-changing request
 * must send one back in the same header.
 *
 * A token is `nonce.HMAC(key, secret.nonce)` where `secret` is a random value
 * kept in a signed, HttpOnly cookie. A token is thus bound to one browser,
 * unforgeable without the key, and checkable by any node holding the key; no
 * server state is shared.
 */
export const csrfProtection = fp<CsrfOptions>(
  (app: FastifyInstance, options) => {
    const sign = (secret: string, nonce: string) =>
      createHmac('sha256', options.key).update(`${secret}.${nonce}`).digest('base64url');

    const issue = (secret: string) => {
      const nonce = randomText(NONCE_BYTES);
      return `${nonce}.${sign(secret, nonce)}`;
    };

    const verify = (secret: string, token: string): boolean => {
      const [nonce, mac, extra] = token.split('.');
      if (!nonce || !mac || extra !== undefined) return false;
      const expected = Buffer.from(sign(secret, nonce));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    };

    const setSecretCookie = (reply: FastifyReply, secret: string) => {
      void reply.setCookie(COOKIE_NAMES.csrfSecret, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        signed: true,
      });
    };

    const readSecret = (request: FastifyRequest): string | undefined => {
      const raw = request.cookies[COOKIE_NAMES.csrfSecret];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : undefined;
    };

    app.decorate('csrfTokenValid', (request: FastifyRequest, token: string) => {
      const secret = readSecret(request);
      return secret !== undefined && verify(secret, token);
    });

    app.decorateRequest('csrfSecret', '');
    app.decorateReply('rotateCsrfSecret', function rotate(this: FastifyReply) {
      const secret = randomText(SECRET_BYTES);
      this.request.csrfSecret = secret;
      setSecretCookie(this, secret);
    });

    const refuse = (request: FastifyRequest, hasToken: boolean) => {
      request.log.warn({ hasToken }, 'csrf rejected');
      return new AppError('REQUEST_REJECTED', {
        status: 403,
        message: '보안 확인에 실패했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
        // Tells the client this refusal carries a fresh token and may be retried once:
        // a token can go stale when a concurrent response rotated the secret (login, logout).
        data: { reason: CSRF_REFUSED },
      });
    };
    const hadCookie = new WeakSet<FastifyRequest>();

    app.addHook('onRequest', async (request, reply) => {
      const secret = readSecret(request);
      if (secret) {
        request.csrfSecret = secret;
        hadCookie.add(request);
      } else {
        request.csrfSecret = randomText(SECRET_BYTES);
        setSecretCookie(reply, request.csrfSecret);
      }
      if (!STATE_CHANGING.has(request.method)) return;
      const token = request.headers[CSRF_HEADER.toLowerCase()];
      if (typeof token === 'string' && secret && verify(secret, token)) return;
      // A form target may still bring the token in its body; checked once the body is parsed.
      if (request.routeOptions.config.csrf === 'form' && typeof token !== 'string') return;
      throw refuse(request, typeof token === 'string');
    });

    app.addHook('preHandler', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.csrf !== 'form') {
        done();
        return;
      }
      // With a header, the token was checked on request.
      const hasHeader = typeof request.headers[CSRF_HEADER.toLowerCase()] === 'string';
      const body: unknown = request.body;
      const field =
        typeof body === 'object' && body !== null
          ? (body as Record<string, unknown>)._csrf
          : undefined;
      const valid =
        hasHeader ||
        (hadCookie.has(request) && typeof field === 'string' && verify(request.csrfSecret, field));
      done(valid ? undefined : refuse(request, typeof field === 'string'));
    });

    app.decorateReply('csrfToken', function token(this: FastifyReply) {
      return issue(this.request.csrfSecret);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      reply.header(CSRF_HEADER, issue(request.csrfSecret));
      return payload;
    });
  },
  { name: 'csrf-protection', dependencies: ['@fastify/cookie'] },
);
