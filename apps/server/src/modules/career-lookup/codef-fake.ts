import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODEF_NHIS_JOIN_PATH } from './codef-provider';

/**
 * A stand-in for CODEF on a local port, for tests only: the OAuth token and
 * the 자격득실확인서 product's two-way 간편인증 flow as CODEF documents them,
 * answered URL-encoded the way CODEF answers. Nothing in the server imports
 * it.
 */

export interface FakeJoinRow {
  resCompanyNm: string;
  resJoinUserType: string;
  commStartDate: string;
  commEndDate: string;
}

interface Session {
  body: Record<string, unknown>;
  approved: boolean;
}

export interface CodefCall {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value)).replace(/%20/g, '+');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeCodef(options: {
  clientId: string;
  clientSecret: string;
  /** The rows the 공단 holds, by the person's birth date (YYYYMMDD). */
  rows: (identity: string) => FakeJoinRow[];
}) {
  const calls: CodefCall[] = [];
  const sessions = new Map<string, Session>();
  let tokens = 0;
  let validToken = '';
  let nextCode: string | undefined;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = req.url ?? '';
      calls.push({ path, headers: req.headers, body });
      const send = (status: number, payload: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(payload);
      };
      const product = (code: string, data: unknown) =>
        send(200, encode({ result: { code, message: code, transactionId: 'tx' }, data }));

      if (path === '/oauth/token') {
        const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
        const form = new URLSearchParams(body);
        if (
          req.headers.authorization !== `Basic ${basic}` ||
          form.get('grant_type') !== 'client_credentials'
        ) {
          send(401, JSON.stringify({ error: 'invalid_client' }));
          return;
        }
        tokens += 1;
        validToken = `codef-token-${tokens}`;
        send(
          200,
          JSON.stringify({
            access_token: validToken,
            token_type: 'bearer',
            expires_in: 604799,
            scope: 'read',
          }),
        );
        return;
      }
      if (path !== CODEF_NHIS_JOIN_PATH) {
        send(404, 'not found', 'text/plain');
        return;
      }
      if (req.headers.authorization !== `Bearer ${validToken}`) {
        send(401, JSON.stringify({ error: 'invalid_token' }));
        return;
      }
      const request = JSON.parse(body) as Record<string, unknown>;
      if (nextCode) {
        const code = nextCode;
        nextCode = undefined;
        product(code, {});
        return;
      }
      const required = [
        'organization',
        'loginType',
        'loginTypeLevel',
        'userName',
        'identity',
        'phoneNo',
      ];
      if (
        required.some((f) => typeof request[f] !== 'string') ||
        request.organization !== '0002' ||
        request.loginType !== '5' ||
        (request.loginTypeLevel === '5' && typeof request.telecom !== 'string')
      ) {
        product('CF-00007', {});
        return;
      }
      if (request.is2Way !== true) {
        const jti = `jti-${sessions.size + 1}`;
        sessions.set(jti, { body: request, approved: false });
        product('CF-03002', {
          continue2Way: true,
          method: 'simpleAuth',
          jobIndex: 0,
          threadIndex: 0,
          jti,
          twoWayTimestamp: Date.now(),
        });
        return;
      }
      const info = request.twoWayInfo as { jti?: unknown } | undefined;
      const session = typeof info?.jti === 'string' ? sessions.get(info.jti) : undefined;
      if (!session || request.simpleAuth !== '1' || session.body.identity !== request.identity) {
        product('CF-03003', {});
        return;
      }
      if (!session.approved) {
        product('CF-03002', { continue2Way: true, method: 'simpleAuth', ...(info as object) });
        return;
      }
      sessions.delete(info?.jti as string);
      product('CF-00000', options.rows(String(request.identity)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    calls,
    get tokensIssued() {
      return tokens;
    },
    /** The member approves in the app: every open session of this person. */
    approveAll() {
      for (const session of sessions.values()) session.approved = true;
    },
    /** The next product call answers this CODEF code. */
    failNext(code: string) {
      nextCode = code;
    },
    /** CODEF forgets the token (revoked, or renewed by another node). */
    revokeToken() {
      validToken = 'revoked';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeCodef = Awaited<ReturnType<typeof startFakeCodef>>;
