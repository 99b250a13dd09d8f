import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, SNS_PROVIDERS, type SnsProvider } from '@ilteo/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { appUser, socialAccount } from '../../db/schema';
import type { UserRecord } from '../auth';
import { createSnsClient, snsPresetsFor, type SnsClient, type SnsIdentity } from './providers';
import { createSealer } from './sealed';

/** How long a started login and an unlinked SNS account wait: ten minutes. */
export const SNS_COOKIE_SECONDS = 10 * 60;
export const STATE_COOKIE = 'sns_state';
export const PENDING_COOKIE = 'sns_pending';
/** The callback and the start live under it; the state cookie goes nowhere else. */
const STATE_COOKIE_PATH = '/api/v1/cmmn/oauth';
/** Sign-up, the app's sns-login and the callback live under it. */
const PENDING_COOKIE_PATH = '/api/v1/cmmn';

const providerSchema = z.enum(SNS_PROVIDERS);

/** What the callback needs from the start of the same login, sealed in the browser. */
export interface SnsLoginState {
  provider: SnsProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnUrl?: string | undefined;
  /** The starting browser (hash of its CSRF secret), so the cookie works nowhere else. */
  binding: string;
  expiresAt: number;
}

/** An SNS account no member is linked to yet; sign-up attaches it. */
export interface PendingSnsLink {
  provider: SnsProvider;
  subject: string;
  email?: string | undefined;
  expiresAt: number;
}

const stateSchema = z.object({
  provider: providerSchema,
  state: z.string().min(43).max(64),
  nonce: z.string().min(43).max(64),
  codeVerifier: z.string().min(43).max(128),
  returnUrl: z.string().max(500).optional(),
  binding: z.string().length(64),
  expiresAt: z.number().int(),
});

const pendingSchema = z.object({
  provider: providerSchema,
  subject: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  expiresAt: z.number().int(),
});

/** Only a path on this site: one leading slash, no scheme-relative `//` or `/\`, no spaces. */
const SAFE_RETURN = /^\/(?![/\\])[^\s\\]*$/;
export const safeReturnUrl = (value: string | undefined): string | undefined =>
  value !== undefined && value.length <= 500 && SAFE_RETURN.test(value) ? value : undefined;

const randomToken = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type LinkOutcome = 'linked' | 'elsewhere' | 'provider-taken';

/**
 * SNS login (decision 0012): the configured providers, the sealed cookies
 * that carry a login from start to callback and an unlinked account to
 * sign-up, and the links between provider subjects and members.
 */
export function createSnsService(db: Database, config: Config) {
  const clients = new Map<SnsProvider, SnsClient>();
  for (const [name, preset] of snsPresetsFor(config)) {
    clients.set(name, createSnsClient(preset, config.oauth.appClientIds));
  }
  const secure = config.isProduction;
  const stateSealer = createSealer<SnsLoginState>(
    config.secrets.identity,
    'ilteo/sns/login-state/v1',
    stateSchema,
  );
  const pendingSealer = createSealer<PendingSnsLink>(
    config.secrets.identity,
    'ilteo/sns/pending-link/v1',
    pendingSchema,
  );
  const cookie = (path: string) => ({ path, httpOnly: true, sameSite: 'lax' as const, secure });

  return {
    /** The providers this deployment offers, in the order the login screen lists them. */
    enabledProviders(): SnsProvider[] {
      return [...clients.keys()];
    },

    /** The provider's client when this deployment offers it. */
    client(provider: SnsProvider): SnsClient | undefined {
      return clients.get(provider);
    },

    redirectUri(provider: SnsProvider): string {
      return `${config.publicOrigin}${API.account.snsCallback.replace(':provider', provider)}`;
    },

    /** Fresh state, nonce and PKCE verifier, sealed into the browser's state cookie. */
    beginLogin(
      reply: FastifyReply,
      provider: SnsProvider,
      returnUrl: string | undefined,
      binding: string,
    ): SnsLoginState {
      const login: SnsLoginState = {
        provider,
        state: randomToken(),
        nonce: randomToken(),
        codeVerifier: randomToken(),
        returnUrl,
        binding,
        expiresAt: Date.now() + SNS_COOKIE_SECONDS * 1000,
      };
      void reply.setCookie(STATE_COOKIE, stateSealer.seal(login), {
        ...cookie(STATE_COOKIE_PATH),
        maxAge: SNS_COOKIE_SECONDS,
      });
      return login;
    },

    /** The started login of this browser (spent: the cookie is cleared), or undefined. */
    takeLogin(request: FastifyRequest, reply: FastifyReply): SnsLoginState | undefined {
      const raw = request.cookies[STATE_COOKIE];
      if (raw !== undefined) void reply.clearCookie(STATE_COOKIE, cookie(STATE_COOKIE_PATH));
      return stateSealer.open(raw);
    },

    setPending(reply: FastifyReply, identity: SnsIdentity): void {
      const pending: PendingSnsLink = {
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        expiresAt: Date.now() + SNS_COOKIE_SECONDS * 1000,
      };
      void reply.setCookie(PENDING_COOKIE, pendingSealer.seal(pending), {
        ...cookie(PENDING_COOKIE_PATH),
        maxAge: SNS_COOKIE_SECONDS,
      });
    },

    /** The unlinked SNS account this browser brought back, if it is still fresh. */
    pendingOf(request: FastifyRequest): PendingSnsLink | undefined {
      return pendingSealer.open(request.cookies[PENDING_COOKIE]);
    },

    clearPending(reply: FastifyReply): void {
      void reply.clearCookie(PENDING_COOKIE, cookie(PENDING_COOKIE_PATH));
    },

    /**
     * The member this SNS account is linked to. A link left by a withdrawn
     * member counts as none and is removed (withdrawal normally deletes it).
     */
    async linkedMember(identity: SnsIdentity): Promise<UserRecord | undefined> {
      const [row] = await db
        .select({ user: appUser })
        .from(socialAccount)
        .innerJoin(appUser, eq(appUser.userId, socialAccount.userId))
        .where(
          and(
            eq(socialAccount.provider, identity.provider),
            eq(socialAccount.subject, identity.subject),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (row.user.status === 'withdrawn') {
        await db
          .delete(socialAccount)
          .where(
            and(
              eq(socialAccount.provider, identity.provider),
              eq(socialAccount.subject, identity.subject),
            ),
          );
        return undefined;
      }
      return row.user;
    },

    /**
     * Links an SNS account to a logged-in member: refused when it belongs to
     * another member, or when the member already linked another account of
     * the same provider.
     */
    async link(user: UserRecord, identity: SnsIdentity): Promise<LinkOutcome> {
      return db.transaction(async (tx) => {
        const [same] = await tx
          .select({ userId: socialAccount.userId })
          .from(socialAccount)
          .where(
            and(
              eq(socialAccount.provider, identity.provider),
              eq(socialAccount.subject, identity.subject),
            ),
          )
          .limit(1);
        if (same) return same.userId === user.userId ? 'linked' : 'elsewhere';
        const [other] = await tx
          .select({ subject: socialAccount.subject })
          .from(socialAccount)
          .where(
            and(
              eq(socialAccount.userId, user.userId),
              eq(socialAccount.provider, identity.provider),
              ne(socialAccount.subject, identity.subject),
            ),
          )
          .limit(1);
        if (other) return 'provider-taken';
        const inserted = await tx
          .insert(socialAccount)
          .values({ provider: identity.provider, subject: identity.subject, userId: user.userId })
          .onConflictDoNothing()
          .returning({ userId: socialAccount.userId });
        return inserted.length > 0 ? 'linked' : 'elsewhere';
      });
    },
  };
}
export type SnsService = ReturnType<typeof createSnsService>;
