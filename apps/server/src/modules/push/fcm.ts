import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  PushDeliveryError,
  type PushMessage,
  type PushProvider,
  type PushSendResult,
} from './types';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
export const FCM_API_URL = 'https://fcm.googleapis.com';
const NETWORK_TIMEOUT_MS = 10_000;
/** An access token is renewed this long before Google says it expires. */
const RENEW_MARGIN_MS = 60_000;
/** The assertion's lifetime; Google accepts at most an hour. */
const ASSERTION_SECONDS = 3600;

/** The fields of a Firebase service-account key file that the adapter uses. */
export const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url().default(GOOGLE_TOKEN_URI),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

/** FCM's error body: google.rpc.Status with the FCM error code among its details. */
const fcmErrorSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(
        z.looseObject({
          errorCode: z.string().optional(),
          fieldViolations: z.array(z.looseObject({ field: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

/** Error codes after which the token is forgotten: the app was removed, or the token is not one of ours. */
const DEAD_TOKEN = new Set(['UNREGISTERED', 'SENDER_ID_MISMATCH']);
/** Error codes another attempt may cure. */
const TRANSIENT = new Set(['UNAVAILABLE', 'INTERNAL', 'QUOTA_EXCEEDED']);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * FCM HTTP v1. Authenticates as the service account with the OAuth 2.0 JWT
 * bearer grant (RFC 7523): an RS256 assertion signed with node:crypto is
 * exchanged at the key's token_uri for an access token, which is cached
 * until a minute before it expires and shared by concurrent sends. iOS
 * devices are reached through FCM's APNs bridge (the `apns` block).
 */
export function createFcmProvider(options: {
  serviceAccount: ServiceAccount;
  /** Google's API origin; tests point it at a local server. */
  apiUrl?: string;
  now?: () => number;
}): PushProvider {
  const account = options.serviceAccount;
  const apiUrl = (options.apiUrl ?? FCM_API_URL).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  // Parsed once: a malformed key stops start-up instead of every send.
  const privateKey: KeyObject = createPrivateKey(account.private_key);
  const sendUrl = `${apiUrl}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  function assertion(): string {
    const iat = Math.floor(now() / 1000);
    const header = {
      alg: 'RS256',
      typ: 'JWT',
      ...(account.private_key_id ? { kid: account.private_key_id } : {}),
    };
    const claims = {
      iss: account.client_email,
      scope: FCM_SCOPE,
      aud: account.token_uri,
      iat,
      exp: iat + ASSERTION_SECONDS,
    };
    const input = `${base64url(header)}.${base64url(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
  }

  async function post(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
    } catch (err) {
      throw new PushDeliveryError(true, `unreachable: ${new URL(url).host}`, { cause: err });
    }
  }

  async function fetchAccessToken(): Promise<string> {
    const res = await post(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: assertion(),
      }),
    });
    const body: unknown = await res.json().catch(() => undefined);
    const parsed = tokenResponseSchema.safeParse(body);
    if (!res.ok || !parsed.success) {
      // 4xx: the key was revoked or the clock is off; retrying will not help.
      throw new PushDeliveryError(
        res.status >= 500,
        `token endpoint answered ${String(res.status)}`,
      );
    }
    cached = {
      token: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - RENEW_MARGIN_MS,
    };
    return cached.token;
  }

  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.token);
    pending ??= fetchAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  function requestBody(token: string, message: PushMessage) {
    return {
      message: {
        token,
        notification: { title: message.title, body: message.body },
        data: message.data,
        android: { priority: 'high' },
        apns: {
          headers: { 'apns-priority': '10' },
          payload: { aps: { sound: 'default' } },
        },
      },
    };
  }

  async function classify(res: Response): Promise<PushSendResult> {
    const parsed = fcmErrorSchema.safeParse(await res.json().catch(() => undefined));
    const error = parsed.success ? parsed.data.error : undefined;
    const code =
      error?.details?.find((d) => d.errorCode !== undefined)?.errorCode ?? error?.status ?? '';
    if (DEAD_TOKEN.has(code)) return 'invalid-token';
    if (code === 'INVALID_ARGUMENT') {
      // Also sent for a payload FCM refuses; only a refused token is forgotten.
      const aboutToken =
        error?.details?.some((d) => d.fieldViolations?.some((v) => v.field === 'message.token')) ===
          true || /registration token/i.test(error?.message ?? '');
      if (aboutToken) return 'invalid-token';
    }
    const transient = TRANSIENT.has(code) || res.status === 429 || res.status >= 500;
    throw new PushDeliveryError(transient, `FCM answered ${String(res.status)} ${code}`.trim());
  }

  async function sendOnce(token: string, message: PushMessage): Promise<Response> {
    return post(sendUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify(requestBody(token, message)),
    });
  }

  return {
    name: 'fcm',
    async send(token, message) {
      let res = await sendOnce(token, message);
      if (res.status === 401) {
        // The cached access token was revoked or expired early: fetch a new one, once.
        cached = undefined;
        res = await sendOnce(token, message);
      }
      if (!res.ok) return classify(res);
      // Read to the end so the connection goes back to the pool.
      await res.arrayBuffer();
      return 'sent';
    },
  };
}
