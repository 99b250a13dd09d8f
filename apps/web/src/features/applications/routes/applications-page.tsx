import { APPLICATION_LIMITS } from '@ilteo/contract';
import { Suspense, useCallback, useState } from 'react';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { useListState } from '@/shared/lib/use-list-state';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { ApplicationFilters, readFilters } from '../components/application-filters';
import { ApplicationList } from '../components/application-list';
import '@/shared/ui/form/form.css';
import '../components/applications.css';

export const APPLICATIONS_STATE_KEY = 'my-applications';

// The period form brings the form kit and zod: loaded only when asked for.
const CertificatePanel = lazyChunk(() =>
  import('../components/certificate-panel').then((m) => ({ default: m.CertificatePanel })),
);

/** 취업활동 증명서: what it holds, then the period form on request. */
function CertificateSection() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="app-detail__note">
        일터에서 지원한 내역(지원취소 제외)을 기간별로 모아 증명서로 발급합니다. 한 번에 최대{' '}
        {APPLICATION_LIMITS.certificateDays}일까지 선택할 수 있으며, 기업은 발급번호로 진위를 확인할
        수 있습니다.
      </p>
      {open ? (
        <Suspense fallback={<p className="app-detail__note">불러오는 중입니다.</p>}>
          <CertificatePanel />
        </Suspense>
      ) : (
        <p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setOpen(true)}
          >
            증명서 발급하기
          </button>
        </p>
      )}
    </>
  );
}

/**
 * /person/myhome/applications (지원 현황): the member's applications with
 * filters (kept in history, so Back from a posting returns to the same
 * filters and page), each opening its timeline, per-stage applicants and
 * who opened it; then the 취업활동 증명서.
 */
export function ApplicationsPage() {
  const [state, setState] = useListState<Record<string, unknown>>(APPLICATIONS_STATE_KEY, {
    period: 'all',
    status: 'all',
    kind: 'all',
    page: 1,
  });
  const filters = readFilters(state);
  const page = typeof state.page === 'number' ? state.page : 1;
  const onPage = useCallback((next: number) => setState((s) => ({ ...s, page: next })), [setState]);

  return (
    <PageFrame
      title="지원 현황"
      lead="지원한 공고의 진행 상황과 기업의 열람 여부를 확인하고, 취업활동 증명서를 발급합니다."
    >
      <PageSection id="applications-list" title="지원 내역">
        <ApplicationFilters filters={filters} onChange={(next) => setState({ ...next, page: 1 })} />
        <ApplicationList filters={filters} page={page} onPage={onPage} />
      </PageSection>
      <PageSection id="applications-certificate" title="취업활동 증명서">
        <CertificateSection />
      </PageSection>
    </PageFrame>
  );
}
