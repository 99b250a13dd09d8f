import fp from 'fastify-plugin';
import { createSnsService, type SnsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** SNS login: providers, sealed login state, pending links (decision 0012). */
    sns: SnsService;
  }
}

export const snsServicePlugin = fp(
  (app) => {
    app.decorate('sns', createSnsService(app.database.db, app.config));
    return Promise.resolve();
  },
  { name: 'sns-service', dependencies: ['@fastify/cookie'] },
);
