import { z } from 'zod';
import { CareerLookupProviderError } from './provider';

/** The subset of fetch we use, so tests can point it anywhere. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CodefApiConfig {
  clientId: string;
  clientSecret: string;
  /** Encrypts passwords of ID/PW and certificate logins; 간편인증 sends none. */
  publicKey?: string | undefined;
  /** https://api.codef.io (정식), https://development.codef.io (데모), https://sandbox.codef.io. */
  apiUrl: string;
  /** https://oauth.codef.io */
  oauthUrl: string;
}

/** What every CODEF product answers: a result header and the product's data. */
export const codefEnvelopeSchema = z.object({
  result: z.object({
    code: z.string(),
    message: z.string().optional(),
    extraMessage: z.string().optional(),
    transactionId: z.string().optional(),
  }),
  data: z.unknown(),
});
export type CodefEnvelope = z.infer<typeof codefEnvelopeSchema>;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().optional(),
});

/** CODEF's token lives a week; we renew an hour early. */
const DEFAULT_TOKEN_SECONDS = 7 * 24 * 60 * 60;
const RENEW_MARGIN_MS = 60 * 60 * 1000;
/** The second call waits for the 공단 site; CODEF's own session lasts about 4½ minutes. */
const TIMEOUT_MS = 60_000;

/**
 * CODEF answers product calls URL-encoded (form encoding: '+' for a space).
 * A plain JSON body is taken as it is, should a gateway decode it first.
 */
export function decodeCodefBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return JSON.parse(trimmed) as unknown;
  return JSON.parse(decodeURIComponent(trimmed.replace(/\+/g, ' '))) as unknown;
}

/**
 * CODEF's OAuth 2.0 client-credentials token and one product call. The
 * token is cached per node (it is the same for every member); a 401 drops it
 * and asks once more, in case another node's renewal or CODEF revoked it.
 */
export function createCodefClient(
  config: CodefApiConfig,
  // Looked up at call time, so a test's stub of the global fetch is honoured.
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
) {
  let cached: { token: string; renewAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await fetchImpl(`${config.oauthUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${basic}`,
      },
      body: 'grant_type=client_credentials&scope=read',
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new CareerLookupProviderError(`CODEF token: HTTP ${res.status}`);
    const body = tokenSchema.safeParse(await res.json());
    if (!body.success) throw new CareerLookupProviderError('CODEF token: malformed answer');
    const seconds = body.data.expires_in ?? DEFAULT_TOKEN_SECONDS;
    cached = {
      token: body.data.access_token,
      renewAt: Date.now() + Math.max(seconds * 1000 - RENEW_MARGIN_MS, 60_000),
    };
    return cached.token;
  }

  async function post(path: string, body: Record<string, unknown>): Promise<Response> {
    return fetchImpl(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await accessToken()}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  return {
    /** One product call; HTTP and envelope problems become CareerLookupProviderError. */
    async product(path: string, body: Record<string, unknown>): Promise<CodefEnvelope> {
      let res = await post(path, body);
      if (res.status === 401) {
        cached = undefined;
        res = await post(path, body);
      }
      if (!res.ok) throw new CareerLookupProviderError(`CODEF ${path}: HTTP ${res.status}`);
      let decoded: unknown;
      try {
        decoded = decodeCodefBody(await res.text());
      } catch (cause) {
        throw new CareerLookupProviderError(`CODEF ${path}: undecodable body`, { cause });
      }
      const envelope = codefEnvelopeSchema.safeParse(decoded);
      if (!envelope.success) throw new CareerLookupProviderError(`CODEF ${path}: malformed body`);
      return envelope.data;
    },
  };
}
export type CodefClient = ReturnType<typeof createCodefClient>;
