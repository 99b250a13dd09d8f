import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { loadChunk } from '@/shared/lib/chunk-loading';
import { DetailSkeleton } from '@/shared/ui/list-states';

/**
 * /bare/print: one route, several kinds of paper, chosen by `kind`. A posting
 * is the default, so links made before résumés (`?postingId=`) still print
 * postings. Each kind's page is its own chunk, loaded only for that kind;
 * features do not import each other, so the choice is made here, in the app.
 */

const asDefault = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await loadChunk(load) }));

const PRINT_KINDS = {
  posting: asDefault(() => import('@/features/recruit/routes/print-page').then((m) => m.PrintPage)),
  resume: asDefault(() =>
    import('@/features/resumes/routes/resume-print-page').then((m) => m.ResumePrintPage),
  ),
  'employment-cert': asDefault(() =>
    import('@/features/applications/routes/certificate-print-page').then(
      (m) => m.CertificatePrintPage,
    ),
  ),
  bti: asDefault(() => import('@/features/bti/routes/print-page').then((m) => m.BtiPrintPage)),
} as const;

type PrintKind = keyof typeof PRINT_KINDS;

export const printKindOf = (value: string | null): PrintKind =>
  value === 'resume' || value === 'employment-cert' || value === 'bti' ? value : 'posting';

export function PrintDispatchPage() {
  const [params] = useSearchParams();
  const Page = PRINT_KINDS[printKindOf(params.get('kind'))];
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <Page />
    </Suspense>
  );
}
