import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const opsCli = path.join(root, 'apps/server/dist/ops-cli.js');

/** The operator `npm run ops:create-operator` makes before the server starts (decision 0026). */
const OPERATOR = { loginId: 'e2eops', password: 'console-keeper-2026' } as const;
/** A second operator for the moderation journey: each enrols its own authenticator at first sign-in. */
const MODERATOR = { loginId: 'e2emod', password: 'queue-reviewer-2026' } as const;
/** A third operator, who approves the company member of the applications journey. */
const APPROVER = { loginId: 'e2eapprove', password: 'company-approver-2026' } as const;
/** A fourth operator with the consultant flag, who answers the companies journey's 첨삭 request. */
const CONSULTANT = { loginId: 'e2econsult', password: 'essay-annotator-2026' } as const;
/** An operator with the counsellor flag, who answers the chat journey's member. */
const COUNSELLOR = { loginId: 'e2ecounsel', password: 'career-listener-2026' } as const;
/** An operator who answers the 1:1 inquiry journey's question. */
const QNA_ANSWERER = { loginId: 'e2eqna', password: 'inquiry-answerer-2026' } as const;
/** An operator who writes the guide journey's article in the console. */
const GUIDE_WRITER = { loginId: 'e2eguide', password: 'guide-editor-2026' } as const;
/** Issue 24's console journeys: paid services and sales, banners, partner schools. */
const SALES = { loginId: 'e2esales', password: 'invoice-keeper-2026' } as const;
const BANNERS = { loginId: 'e2ebanner', password: 'banner-placer-2026' } as const;
const PARTNERS = { loginId: 'e2epartner', password: 'campus-linker-2026' } as const;
const webIndex = path.join(root, 'apps/web/dist/index.html');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the test SMTP server writes each message it receives (one .eml file each). */
    mailDir: string;
    /** The console's operator, created by the CLI in the fresh database. */
    operator: { loginId: string; password: string };
    /** Another operator, for the moderation journey (e2e files run side by side). */
    moderator: { loginId: string; password: string };
    /** Another operator, for the applications journey (company approval). */
    approver: { loginId: string; password: string };
    /** An operator with the consultant flag, for the companies journey (consulting answers). */
    consultant: { loginId: string; password: string };
    /** An operator with the counsellor flag, for the chat journey. */
    counsellor: { loginId: string; password: string };
    /** An operator who answers the 1:1 inquiry journey's question. */
    qnaAnswerer: { loginId: string; password: string };
    /** An operator who writes a guide article in the console. */
    guideWriter: { loginId: string; password: string };
    /** Operators for issue 24's journeys: sales, banners, partner schools. */
    salesOperator: { loginId: string; password: string };
    bannerOperator: { loginId: string; password: string };
    partnerOperator: { loginId: string; password: string };
  }
}

/** A real SMTP server on loopback that files every message under `dir`, for the tests to read. */
async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        serial += 1;
        writeFileSync(
          path.join(dir, `${String(serial).padStart(5, '0')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the real production server (built by `npm run build`) on a free
 * port with a fresh data directory, as a user's `npm start` would.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The e2e tests need a production build: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilteo-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  mkdirSync(mailDir);
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  // The CLI writes to the same embedded database first (PGlite: one process at a time).
  for (const [who, name, flags] of [
    [OPERATOR, '콘솔 운영자', []],
    [MODERATOR, '신고 검토자', []],
    [APPROVER, '기업 승인 담당', []],
    [CONSULTANT, '기업 컨설턴트', ['--consultant']],
    [COUNSELLOR, '김상담', ['--counsellor']],
    [QNA_ANSWERER, '문의 답변 담당', []],
    [GUIDE_WRITER, '가이드 편집자', []],
    [SALES, '매출 담당', []],
    [BANNERS, '배너 담당', []],
    [PARTNERS, '제휴 담당', []],
  ] as const) {
    const created = spawnSync(
      process.execPath,
      [opsCli, '--login-id', who.loginId, '--name', name, ...flags],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          OPERATOR_PASSWORD: who.password,
        },
        encoding: 'utf8',
      },
    );
    if (created.status !== 0) throw new Error(`ops:create-operator failed:\n${created.stderr}`);
  }
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
      LOGIN_MAX_PER_IP: '100000',
      SIGN_UP_MAX_PER_IP: '100000',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: mail.url,
      PUBLIC_ORIGIN: `http://127.0.0.1:${String(port)}`,
      // The chat journey needs the counsellors in at any hour the tests run.
      CHAT_HOURS: 'mon-sun 00:00-24:00',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('operator', OPERATOR);
  project.provide('moderator', MODERATOR);
  project.provide('approver', APPROVER);
  project.provide('consultant', CONSULTANT);
  project.provide('counsellor', COUNSELLOR);
  project.provide('qnaAnswerer', QNA_ANSWERER);
  project.provide('guideWriter', GUIDE_WRITER);
  project.provide('salesOperator', SALES);
  project.provide('bannerOperator', BANNERS);
  project.provide('partnerOperator', PARTNERS);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
