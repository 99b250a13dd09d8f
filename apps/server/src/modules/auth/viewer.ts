import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRecord } from './user-repository';

/**
 * The member behind a valid access token, if any. Public screens use it to
 * show the viewer's own marks; an expired or unknown token is a guest here,
 * never an error.
 */
export function viewerIdOf(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const access = request.access;
    if (access?.state !== 'valid') return null;
    try {
      return (await app.sessions.currentUser(access.claims)).userId;
    } catch {
      return null;
    }
  };
}

/** The same, as the whole member row (its role too), for the policies. */
export function viewerOf(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<UserRecord | null> => {
    const access = request.access;
    if (access?.state !== 'valid') return null;
    try {
      return await app.sessions.currentUser(access.claims);
    } catch {
      return null;
    }
  };
}
