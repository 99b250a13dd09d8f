import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmProvider, type ServiceAccount } from './fcm';
import { PushDeliveryError, type PushMessage } from './types';

/**
 * The FCM adapter against a local HTTP server standing in for Google: the
 * token endpoint checks the RS256 assertion with the test key's public half
 * (real signature, real claims), the send endpoint answers per token as FCM
 * does. Nothing of the adapter is replaced.
 */

const MESSAGE: PushMessage = {
  title: '내 글에 새 댓글이 달렸습니다',
  body: '홍길동 님이 댓글을 남겼습니다.',
  data: { link: '/person/certi-lang/commu/detail?id=7', alarmId: '12', kind: 'alarm' },
};

interface Seen {
  assertions: { header: Record<string, unknown>; claims: Record<string, unknown> }[];
  sends: { authorization: string | undefined; body: { message: Record<string, unknown> } }[];
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** FCM's error body for a token. */
function fcmError(status: number, code: string, extra: object[] = []) {
  return {
    status,
    body: {
      error: {
        code: status,
        status: code === 'UNREGISTERED' ? 'NOT_FOUND' : code,
        message: `${code} error`,
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code },
          ...extra,
        ],
      },
    },
  };
}

describe('FCM HTTP v1 adapter', () => {
  let server: Server;
  let origin: string;
  let publicKey: KeyObject;
  let account: ServiceAccount;
  let seen: Seen;
  let issued = 0;
  let tokenStatus = 200;
  /** Access tokens the send endpoint no longer accepts (revoked early). */
  const revoked = new Set<string>();

  beforeAll(async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    publicKey = pair.publicKey;
    server = createServer((req, res) => {
      void (async () => {
        const text = await read(req);
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.url === '/token') {
          const form = new URLSearchParams(text);
          const [h = '', c = '', sig = ''] = (form.get('assertion') ?? '').split('.');
          const valid = verify(
            'sha256',
            Buffer.from(`${h}.${c}`),
            publicKey,
            Buffer.from(sig, 'base64url'),
          );
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !valid) {
            answer(400, { error: 'invalid_grant' });
            return;
          }
          seen.assertions.push({ header: decode(h), claims: decode(c) });
          if (tokenStatus !== 200) {
            answer(tokenStatus, { error: 'invalid_grant' });
            return;
          }
          issued += 1;
          answer(200, {
            access_token: `ya29.test-${String(issued)}`,
            expires_in: 3599,
            token_type: 'Bearer',
          });
          return;
        }
        if (req.url === '/v1/projects/ilteo-test/messages:send' && req.method === 'POST') {
          const body = JSON.parse(text) as { message: { token: string } };
          const authorization = req.headers.authorization;
          seen.sends.push({ authorization, body });
          const bearer = authorization?.replace(/^Bearer /, '') ?? '';
          if (!bearer.startsWith('ya29.test-') || revoked.has(bearer)) {
            answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
            return;
          }
          const answers: Record<string, { status: number; body: unknown }> = {
            dead: fcmError(404, 'UNREGISTERED'),
            mismatch: fcmError(403, 'SENDER_ID_MISMATCH'),
            malformed: fcmError(400, 'INVALID_ARGUMENT', [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [
                  { field: 'message.token', description: 'Invalid registration token' },
                ],
              },
            ]),
            'bad-payload': fcmError(400, 'INVALID_ARGUMENT', [
              {
                '@type': 'type.googleapis.com/google.rpc.BadRequest',
                fieldViolations: [{ field: 'message.data', description: 'Invalid data' }],
              },
            ]),
            busy: fcmError(503, 'UNAVAILABLE'),
            quota: fcmError(429, 'QUOTA_EXCEEDED'),
          };
          const canned = answers[body.message.token];
          if (canned) answer(canned.status, canned.body);
          else answer(200, { name: 'projects/ilteo-test/messages/0:1' });
          return;
        }
        answer(404, {});
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    account = {
      project_id: 'ilteo-test',
      client_email: 'push@ilteo-test.iam.gserviceaccount.com',
      private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      private_key_id: 'key-1',
      token_uri: `${origin}/token`,
    };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = { assertions: [], sends: [] };
    tokenStatus = 200;
  });

  const provider = (now: () => number = () => Date.UTC(2026, 2, 2)) =>
    createFcmProvider({ serviceAccount: account, apiUrl: origin, now });

  it('signs the JWT bearer grant with the service account key and sends the message', async () => {
    const at = Date.UTC(2026, 2, 2, 1);
    const fcm = provider(() => at);

    await expect(fcm.send('device-token-1', MESSAGE)).resolves.toBe('sent');

    expect(seen.assertions).toHaveLength(1);
    const { header, claims } = seen.assertions[0] ?? { header: {}, claims: {} };
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'key-1' });
    expect(claims).toEqual({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${origin}/token`,
      iat: at / 1000,
      exp: at / 1000 + 3600,
    });
    expect(seen.sends).toHaveLength(1);
    expect(seen.sends[0]?.authorization).toMatch(/^Bearer ya29\.test-\d+$/);
    expect(seen.sends[0]?.body.message).toEqual({
      token: 'device-token-1',
      notification: { title: MESSAGE.title, body: MESSAGE.body },
      data: MESSAGE.data,
      android: { priority: 'high' },
      apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
    });
  });

  it('reuses the access token until a minute before it expires, then fetches a new one', async () => {
    let now = Date.UTC(2026, 2, 2, 2);
    const fcm = provider(() => now);
    await fcm.send('a', MESSAGE);
    await fcm.send('b', MESSAGE);
    expect(seen.assertions).toHaveLength(1);
    expect(seen.sends[1]?.authorization).toBe(seen.sends[0]?.authorization);

    now += 3599 * 1000 - 60 * 1000 + 1;
    await fcm.send('c', MESSAGE);
    expect(seen.assertions).toHaveLength(2);
    expect(seen.sends[2]?.authorization).not.toBe(seen.sends[0]?.authorization);
  });

  it('shares one token request between concurrent sends', async () => {
    const fcm = provider();
    await Promise.all([fcm.send('a', MESSAGE), fcm.send('b', MESSAGE), fcm.send('c', MESSAGE)]);
    expect(seen.assertions).toHaveLength(1);
    expect(seen.sends).toHaveLength(3);
  });

  it('fetches a new access token once when FCM refuses the cached one', async () => {
    const fcm = provider();
    await fcm.send('a', MESSAGE);
    revoked.add(seen.sends[0]?.authorization?.replace(/^Bearer /, '') ?? '');
    await expect(fcm.send('b', MESSAGE)).resolves.toBe('sent');
    expect(seen.assertions).toHaveLength(2);
    expect(seen.sends).toHaveLength(3);
  });

  it('reports dead tokens (UNREGISTERED, SENDER_ID_MISMATCH, INVALID_ARGUMENT on the token)', async () => {
    const fcm = provider();
    await expect(fcm.send('dead', MESSAGE)).resolves.toBe('invalid-token');
    await expect(fcm.send('mismatch', MESSAGE)).resolves.toBe('invalid-token');
    await expect(fcm.send('malformed', MESSAGE)).resolves.toBe('invalid-token');
  });

  it('fails for good on a refused payload, and transiently on 503 and 429', async () => {
    const fcm = provider();
    const failure = async (token: string) => {
      const err: unknown = await fcm.send(token, MESSAGE).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(PushDeliveryError);
      return (err as PushDeliveryError).transient;
    };
    expect(await failure('bad-payload')).toBe(false);
    expect(await failure('busy')).toBe(true);
    expect(await failure('quota')).toBe(true);
  });

  it('fails for good when Google refuses the key, transiently when it is unreachable', async () => {
    tokenStatus = 400;
    await expect(provider().send('a', MESSAGE)).rejects.toMatchObject({ transient: false });
    const unreachable = createFcmProvider({
      serviceAccount: { ...account, token_uri: 'http://127.0.0.1:9/token' },
      apiUrl: origin,
    });
    await expect(unreachable.send('a', MESSAGE)).rejects.toMatchObject({
      name: 'PushDeliveryError',
      transient: true,
    });
  });

  it('refuses a malformed private key at construction', () => {
    expect(() =>
      createFcmProvider({ serviceAccount: { ...account, private_key: 'not a key' } }),
    ).toThrow();
  });
});
