import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Secret, TOTP } from 'otpauth';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROUTES } from '@ilteo/contract';
import { inject } from 'vitest';
import { parseEml } from '../apps/server/src/modules/mail/eml';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  // A failed call shows a dialog that can block the next click; say which call in the test log.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[http]')) {
      console.warn(`${page.url()} ${message.text()}`);
    }
  });
  return { context, page, pageErrors };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page. Evaluated through the DevTools protocol, so the
 * page's CSP (no inline scripts) does not block it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Entry animations (a modal or toast fading in) blend colours mid-way, so
  // axe would measure a contrast that no one sees once they settle. Wait for
  // every finite animation; endless ones (spinners, shimmer) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Readable summary for assertion messages. */
export const describeViolations = (violations: AxeViolation[]): string =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    )
    .join('\n');

/** The messages the test SMTP server has received so far, decoded, oldest first. */
export function receivedMail(): { to: string; subject: string; text: string }[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const mail = parseEml(readFileSync(path.join(dir, file)));
      return { to: mail.to, subject: mail.subject, text: mail.text };
    });
}

/** The job seeker the demo seed creates (preference conditions, themes, interest marks, alarms). */
export const DEMO_USER = { loginId: 'demo', password: 'ilteo-demo-2026' } as const;

/** Fills and sends the login form the page shows (the fields may carry a "(필수)" mark). */
export async function logIn(page: Page, loginId: string, password: string): Promise<void> {
  // Let the screen's start-up calls (session check, SNS list) settle before typing into it.
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^아이디( \(필수\))?$/).fill(loginId);
  await page.getByLabel(/^비밀번호( \(필수\))?$/).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The console's sign-in with the first-time authenticator enrolment (decision 0026). */
export async function signInOperator(
  page: Page,
  who: { loginId: string; password: string },
): Promise<void> {
  await page.goto(ROUTES.opsLogin.path);
  // Let the screen's start-up calls settle before typing into it (as logIn does).
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^아이디/).fill(who.loginId);
  await page.getByLabel(/^비밀번호/).fill(who.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const secret = (await page.getByLabel('인증 키').textContent())?.trim() ?? '';
  // Filled by its label, not typed at wherever the focus is: the code must land in its field.
  await page
    .getByLabel(/^인증 코드/)
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  try {
    await page.waitForURL(/\/ops\/members$/);
  } catch (error) {
    // A refusal shows an alert: fail with its words rather than a bare timeout.
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`운영자 로그인이 끝나지 않았습니다: ${alerts.join(' / ') || '알림 없음'}`, {
      cause: error,
    });
  }
}
