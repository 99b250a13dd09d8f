import cors, { type FastifyCorsOptions } from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { CSRF_HEADER } from '@ilteo/contract';
import type { Config } from '../config';
import { rejected } from './errors';
import { isWebBuildRequest } from './spa';

const MEMBER_KEY = 'member:';
const ADDRESS_KEY = 'address:';
/** The public open API's paths (OPEN_API): CORS for any origin, without credentials. */
const OPEN_API_PREFIX = '/api/open/';

/**
 * Whose budget a request spends. The general limit follows the member when
 * the access token is valid (read once per request by the sessions plugin,
 * whose onRequest hook runs before the routes' rate-limit hook), so people
 * behind one office or campus address do not share it; visitors, and
 * tokens that are expired or forged, count per address. A route with a
 * limit of its own (uploads, reports, identity, look-ups) guards against
 * abuse from one place and stays per address.
 */
function rateLimitKey(request: FastifyRequest): string {
  const ownLimit = typeof request.routeOptions.config.rateLimit === 'object';
  const access = request.access;
  if (!ownLimit && access?.state === 'valid') return `${MEMBER_KEY}${access.claims.userId}`;
  return `${ADDRESS_KEY}${normalizeIP(request.ip)}`;
}

/**
 * Security headers, CORS for the hybrid app and the API's rate limit.
 *
 * The CSP allows only our own origin: the web build has no inline scripts,
 * fonts ship with it, and images may be data:/blob: URLs (previews before an
 * upload). Inline style attributes are allowed because React writes them.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders({
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
  // Set before the handler, so a route that needs another policy (a download, a form
  // posting to NICE) replaces a header with reply.header.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  const siteCors: FastifyCorsOptions = {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: [CSRF_HEADER, 'X-Request-Id', 'Content-Disposition'],
    allowedHeaders: ['Content-Type', CSRF_HEADER, 'X-Requested-With'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  };
  // The open API is read by any site's browser with a key, never with cookies (decision 0041).
  const openApiCors: FastifyCorsOptions = {
    origin: '*',
    credentials: false,
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    allowedHeaders: ['Content-Type', 'X-API-Key'],
    methods: ['GET', 'HEAD'],
    maxAge: 600,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      callback(null, request.url.startsWith(OPEN_API_PREFIX) ? openApiCors : siteCors);
    },
  });

  // Each node counts for itself; see docs/decisions/0003-rate-limits.md.
  const { perMemberPerMinute, perAddressPerMinute } = config.rateLimit;
  await app.register(rateLimit, {
    global: true,
    keyGenerator: rateLimitKey,
    max: (_request, key) => (key.startsWith(MEMBER_KEY) ? perMemberPerMinute : perAddressPerMinute),
    timeWindow: '1 minute',
    // The web build's files and pages are never counted: one page load fetches many.
    allowList: (request) => request.url === '/healthz' || isWebBuildRequest(request),
    errorResponseBuilder: () => rejected.tooManyRequests(),
  });
}

/**
 * The headers helmet sets for these options, worked out once. Every value
 * here is static (no per-request CSP nonce), and @fastify/helmet would
 * rebuild helmet's middleware, parsing the CSP again, on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  // Helmet (8.1 and later) throws a bad option rather than passing it to `next`.
  const middleware = helmet(options) as unknown as (
    req: object,
    res: typeof recorder,
    next: () => void,
  ) => void;
  middleware({}, recorder, () => undefined);
  return Object.fromEntries(headers);
}
