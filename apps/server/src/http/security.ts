import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@ilteo/contract';
import type { Config } from '../config';
import { rejected } from './errors';

/**
 * Security headers, CORS for the hybrid app and a per-IP rate limit.
 *
 * The CSP allows only our own origin: the web build has no inline scripts,
 * fonts ship with it, and images may be data:/blob: URLs (previews before an
 * upload). Inline style attributes are allowed because React writes them.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The hybrid app loads images and files from this origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: [CSRF_HEADER, 'X-Request-Id', 'Content-Disposition'],
    allowedHeaders: ['Content-Type', CSRF_HEADER, 'X-Requested-With'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  // Each node counts for itself; see docs/decisions/0003-rate-limits.md.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/healthz',
    errorResponseBuilder: () => rejected.tooManyRequests(),
  });
}
