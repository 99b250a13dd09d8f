import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@ilteo/contract';
import { AppError } from '../../http/errors';
import { actorOf } from '../../http/policy';
import { opsPolicy } from './policy';

/**
 * The preValidation of every operator-only endpoint (the console's own and
 * other areas' under /api/v1/ops): a visitor without any session is told to
 * log in (403), an expired token gets 401 (the client refreshes once), and
 * any other account is refused (102).
 */
export function createRequireOperator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const hasSession =
      request.access !== null || Boolean(request.cookies[COOKIE_NAMES.refreshToken]);
    if (!hasSession) throw new AppError('LOGIN_REQUIRED');
    await app.requireUser(request);
    opsPolicy.authorize(actorOf(request.user), 'use-console', null);
  };
}
