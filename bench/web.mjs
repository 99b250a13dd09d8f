// `npm run bench:web`: Lighthouse (mobile preset) on the production build, as
// a first-time visitor would load it. Not a test.
//   - starts the built server (apps/server/dist) on a free port with a fresh
//     PGlite data dir, so the demo seed runs as on a first `npm start`;
//   - runs Lighthouse 3 times on /person/main and on one posting's detail page,
//     in Debian's Chromium (never a downloaded browser);
//   - prints each run's performance score and the medians of the score, FCP,
//     LCP, TBT and CLS, and Lighthouse's CPU benchmark index of the machine
//     (scores are only comparable at similar indexes). Target: a median
//     performance score of at least 95.
// More pages: `npm run bench:web -- /person/certi-lang/certi/list /ops/login`
// (paths on the same server, each measured like the two above).
// Pages behind a login: BENCH_WEB_LOGIN=demo:ilteo-demo-2026 npm run bench:web --
// /person/myhome/career/list. Each run's fresh Chromium logs in through the
// login screen first, then its HTTP cache is emptied, so the page is measured
// as a logged-in member's first load of the app (only the cookies and local
// storage of the login are kept).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { serverEntry, startBuiltServer, waitFor } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Set to a folder to keep every run's full Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;
const TARGET = 95;
/** 'loginId:password' of an account to measure logged-in pages as; unset: anonymous. */
const LOGIN = process.env.BENCH_WEB_LOGIN;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.error('The web benchmark measures the production build: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: run \`node scripts/ensure-browser.mjs\`.`);
  process.exit(1);
}

const startServer = () =>
  // As the e2e tests start it: production's build and serving, the embedded database.
  startBuiltServer({
    env: {
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    },
  });

/** Chromium with a DevTools port for Lighthouse; its own throwaway profile. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'ilteo-bench-chromium-'));
  let output = '';
  const child = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr.on('data', (d) => (output += d.toString()));
  const port = await waitFor(
    async () => output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1],
    'Chromium',
    child,
    () => output,
  );
  return {
    port: Number(port),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.warn(
          `  could not remove ${profile}: ${error instanceof Error ? error.message : error}`,
        );
      }
    },
  };
}

/** A posting to open: the newest one of the list, or undefined when there is none yet. */
async function findPostingId(url) {
  const res = await fetch(`${url}/api/v1/person/recrt-info/list?size=1`, {
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) return undefined;
  const body = await res.json().catch(() => undefined);
  const items = body?.data?.items ?? body?.data?.list ?? body?.data?.content;
  const first = Array.isArray(items) ? items[0] : undefined;
  const id = first?.postingId ?? first?.id;
  return id === undefined || id === null ? undefined : String(id);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Logs in through the login screen in the Chromium at `port`, then empties
 * its HTTP cache: the cookies and storage of a session stay, the app's files
 * are fetched again as on a first visit.
 */
async function logInThrough(port, origin) {
  const [loginId, ...rest] = LOGIN.split(':');
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const problems = [];
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text().slice(0, 200)));
    await page.goto(`${origin}/login`);
    await page.waitForLoadState('networkidle');
    const idField = page.getByLabel(/^아이디( \(필수\))?$/);
    await idField.waitFor({ timeout: 60_000 }).catch(async (error) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(
        `no login form at ${page.url()}: ${shown.slice(0, 200)}\n${problems.join('\n')}`,
        { cause: error },
      );
    });
    await idField.fill(loginId);
    await page.getByLabel(/^비밀번호( \(필수\))?$/).fill(rest.join(':'));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(port, url, reportName) {
  // No config: Lighthouse's default is the mobile preset (Moto G Power,
  // simulated slow 4G and 4x CPU slowdown).
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Every run a first visit: empty cache and storage (logged in: the fresh
    // profile's cache was emptied after the login; its cookies must stay).
    disableStorageReset: Boolean(LOGIN),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's own measure of this machine's CPU (higher is faster); the
    // 4× slowdown it simulates comes on top, so scores move with it.
    cpu: lhr.environment?.benchmarkIndex ?? Number.NaN,
    warnings: lhr.runWarnings,
  };
}

const ms = (v) => `${Math.round(v)} ms`;
const pad = (s, n) => String(s).padEnd(n);

function printTable(name, runs) {
  const row = (label, r) =>
    `  ${pad(label, 8)} ${pad(r.score, 6)} ${pad(ms(r.fcp), 9)} ${pad(ms(r.lcp), 9)} ${pad(ms(r.tbt), 9)} ${pad(r.cls.toFixed(3), 7)} ${Math.round(r.cpu)}`;
  console.info(`\n${name}`);
  console.info(
    `  ${pad('run', 8)} ${pad('score', 6)} ${pad('FCP', 9)} ${pad('LCP', 9)} ${pad('TBT', 9)} ${pad('CLS', 7)} CPU index`,
  );
  runs.forEach((r, i) => console.info(row(`#${i + 1}`, r)));
  const med = {
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    cpu: median(runs.map((r) => r.cpu)),
  };
  console.info(row('median', med));
  const warnings = new Set(runs.flatMap((r) => r.warnings));
  for (const w of warnings) console.info(`  warning: ${w}`);
  return med;
}

/** One run in a Chromium of its own, so no run inherits another's caches or state. */
async function auditFresh(url, reportName) {
  // A trace lost on a busy machine (NO_NAVSTART and friends) is retried once.
  for (let attempt = 1; ; attempt++) {
    const chromium = await startChromium();
    try {
      if (LOGIN) await logInThrough(chromium.port, new URL(url).origin);
      return await audit(chromium.port, url, reportName);
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(`  retrying after: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await chromium.stop();
    }
  }
}

const server = await startServer();
try {
  const pages = [{ slug: 'main', name: '/person/main', url: `${server.url}/person/main` }];
  const postingId = await findPostingId(server.url);
  if (postingId) {
    pages.push({
      slug: 'detail',
      name: `/person/recrtinfo/detail?postingId=${postingId}`,
      url: `${server.url}/person/recrtinfo/detail?postingId=${encodeURIComponent(postingId)}`,
    });
  } else {
    console.warn(
      'No posting found (GET /api/v1/person/recrt-info/list?size=1 returned none): the detail page is skipped.',
    );
  }

  for (const [i, extra] of process.argv.slice(2).entries()) {
    if (!extra.startsWith('/')) throw new Error(`A page is a path on this server: ${extra}`);
    pages.push({ slug: `page-${String(i + 1)}`, name: extra, url: `${server.url}${extra}` });
  }

  console.info(`Lighthouse ${RUNS}× per page, mobile preset, Chromium at ${CHROMIUM}`);
  const summary = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditFresh(page.url, `${page.slug}-${i + 1}`));
    summary.push({ name: page.name, ...printTable(page.name, runs) });
  }
  console.info(`\nTarget: median performance score ≥ ${TARGET}`);
  for (const s of summary) {
    console.info(`  ${s.score >= TARGET ? 'ok  ' : 'MISS'} ${s.name}: ${s.score}`);
  }
} finally {
  await server.stop();
}
