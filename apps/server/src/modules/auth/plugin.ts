import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE_NAMES } from '@ilteo/contract';
import { AppError } from '../../http/errors';
import { runPeriodically } from '../../lib/periodic';
import { purgeRateCounters } from '../../lib/rate-counter';
import { DEFAULT_THROTTLE } from './login-throttle';
import { createSessionService, type SessionService } from './session-service';
import { createAccessTokens, type AccessCheck } from './tokens';
import type { UserRecord } from './user-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preValidation hook: the request must come from a logged-in, active member. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The access token's verdict, read once per request; null when none was sent. */
    access: AccessCheck | null;
    /** Set by requireUser. */
    user: UserRecord | null;
    /** The login (refresh-token family) the access token belongs to; set by requireUser. */
    sessionFamilyId: string | null;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/**
 * Sessions for every area: reads the access token (cookie `act`, or a Bearer
 * header from the hybrid app's native layer) on each request and offers
 * `requireUser` for protected routes. Missing or expired tokens answer code
 * 401 so the client refreshes once; a member who changed answers 404.
 */
export const sessionPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
    const sessions = createSessionService(
      app.database.db,
      createAccessTokens(app.config.secrets.accessToken),
      {
        perIp: { max: app.config.rateLimit.loginPerIp, windowSeconds: 10 * 60 },
        throttle: { ...DEFAULT_THROTTLE, failuresPerStep: app.config.rateLimit.loginPerAccount },
      },
    );
    app.decorate('sessions', sessions);
    // Counters and throttles live in PostgreSQL (shared by nodes); old rows are cleared hourly.
    runPeriodically(app, {
      every: 60 * 60 * 1000,
      what: 'login throttle clean-up',
      run: async () => {
        await sessions.throttle.purge();
        await purgeRateCounters(app.database.db, 24 * 60 * 60);
      },
    });
    app.decorateRequest('access', null);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionFamilyId', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[COOKIE_NAMES.accessToken] ?? bearer(request);
      request.access = token ? await sessions.accessTokens.verify(token) : null;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const access = request.access;
      if (access?.state !== 'valid') throw new AppError('ACCESS_TOKEN_EXPIRED');
      request.user = await sessions.currentUser(access.claims);
      request.sessionFamilyId = access.claims.familyId;
    });
    done();
  },
  { name: 'sessions', dependencies: ['@fastify/cookie'] },
);
