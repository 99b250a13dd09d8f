import { idFromText, withQuery } from '@ilteo/contract';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';

/** Addresses of one résumé's screens, built from the one path map. */
export const resumeWriteHref = (resumeId: number) => withQuery(paths.myCareerWrite, { resumeId });
export const resumeViewHref = (resumeId: number) => withQuery(paths.myCareerView, { resumeId });
/**
 * The print page (bare layout) with the résumé kind; postings stay the page's
 * default kind. `pdf`: opened from PDF로 저장, so the page leads with how.
 */
export const resumePrintHref = (resumeId: number, pdf = false) =>
  withQuery(paths.print, { kind: 'resume', resumeId, ...(pdf ? { save: 'pdf' } : {}) });

/** The address's `resumeId`, or null when it has none or a malformed one. */
export function useResumeIdParam(): number | null {
  const [params] = useSearchParams();
  return idFromText(params.get('resumeId')?.trim() ?? '') ?? null;
}
