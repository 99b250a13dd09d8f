import { withQuery } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** The test pop-up's address: a request's sitting, or a result when `attemptId` is given. */
export function btiTestHref(options: { requestId?: number; attemptId?: number } = {}): string {
  return withQuery(paths.btiTest, {
    requestId: options.requestId,
    attemptId: options.attemptId,
  });
}

/** The result's A4 print page (/bare/print picks the kind). */
export const btiPrintHref = (attemptId: number): string =>
  withQuery(paths.print, { kind: 'bti', attemptId });

/** The recruitment list filtered by the job groups (at most 10, as the list takes). */
export const recruitJobsHref = (jobs: readonly string[]): string =>
  withQuery(paths.recruitList, { jobs: jobs.slice(0, 10) });

export const certificateHref = (code: string): string => withQuery(paths.certiDetail, { code });

const WINDOW_NAME = 'ilteo-bti-test';

/**
 * Opens the test in its pop-up window (one window, reused); where pop-ups
 * are blocked or on a phone, where a window is a tab anyway, the page opens
 * in place.
 */
export function openBtiTest(href: string): void {
  const wide = window.matchMedia('(min-width: 768px)').matches;
  const popup = wide
    ? window.open(href, WINDOW_NAME, 'width=760,height=900,scrollbars=yes,resizable=yes')
    : null;
  if (popup) {
    popup.focus();
    return;
  }
  window.location.assign(href);
}

/** '2026.03.01' in Seoul time (UTC+9, no daylight saving), whatever the device's zone. */
export function seoulDay(iso: string): string {
  const text = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${text.slice(0, 4)}.${text.slice(5, 7)}.${text.slice(8, 10)}`;
}
