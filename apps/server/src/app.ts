import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, installKoreanZodMessages } from '@ilteo/contract';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { csrfProtection } from './http/csrf';
import { registerCompression } from './http/compression';
import { refuseControlCharactersInApiUrls } from './http/control-characters';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { createLocalDiskStorage, type FileStorage } from './modules/files';
import { MODULE_ROUTES } from './modules';
import { SERVICE_PLUGINS } from './modules/services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    fileStorage: FileStorage;
    /** Now, injectable so tests can fix the day (Seoul-date rules: exam rounds, cert of the day). */
    clock: () => Date;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  fileStorage?: FileStorage;
  clock?: () => Date;
}

/** The whole application as one plugin, so tests and the server build it the same way. */
export const ilteoApp = fp<AppDependencies>(
  async (app, { config, database, fileStorage, clock }) => {
    installKoreanZodMessages();
    app.setValidatorCompiler(validatorCompiler);
    // Responses are checked against their schemas in development and tests,
    // where a drift is a bug to catch; production trusts the presenters and
    // skips the cost (decision 0006).
    app.setSerializerCompiler(
      config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
    );

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('fileStorage', fileStorage ?? createLocalDiskStorage(config.uploadDir));
    app.decorate('clock', clock ?? (() => new Date()));

    app.addHook('onRequest', async (request, reply) => {
      void reply.header('X-Request-Id', request.id);
    });

    await registerSecurity(app, config);
    await registerCompression(app);
    await app.register(cookie, { secret: config.secrets.cookie });
    await app.register(csrfProtection, {
      key: config.secrets.csrf,
      secureCookies: config.isProduction,
    });
    refuseControlCharactersInApiUrls(app);
    await registerOpenApi(app);

    const pageFallback = await registerSpa(app, config.webDistDir);
    registerErrorHandling(app, { pageFallback });

    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const service of SERVICE_PLUGINS) await app.register(service);
    for (const routes of MODULE_ROUTES) await api.register(routes);
  },
  { name: 'ilteo-app' },
);

/** A request id from the load balancer is kept only when it looks like one. */
const INBOUND_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function fastifyOptions(config: Config): FastifyServerOptions {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    // Trust X-Forwarded-For only as far as the configured number of proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const inbound = req.headers['x-request-id'];
      return typeof inbound === 'string' && INBOUND_REQUEST_ID.test(inbound)
        ? inbound
        : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          'res.headers["x-csrf-token"]',
        ],
        censor: '[redacted]',
      },
    },
  };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config));
  await app.register(ilteoApp, deps);
  await app.ready();
  return app;
}
