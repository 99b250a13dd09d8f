import { ROUTES, APPLICATION_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { ApplicationsPage } from './applications-page';
import { detail, pageOf, summary } from './status-fixtures.test-data';

const PATH = ROUTES.myApplications.path;

let listQueries: URLSearchParams[];
let cancels: unknown[];
let issued: unknown[];
let externalUpdates: unknown[];

beforeEach(() => {
  listQueries = [];
  cancels = [];
  issued = [];
  externalUpdates = [];
  window.history.replaceState(null, '');
  useToastStore.setState({ toasts: [] });
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
  server.use(
    http.get(APPLICATION_API.list, ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q);
      const items =
        q.get('kind') === 'external'
          ? [
              summary({
                applicationId: 3,
                kind: 'external',
                externalStatus: 'interview',
                resumeTitle: null,
                cancellable: false,
                statusLabel: '지원완료',
              }),
            ]
          : [
              summary(),
              summary({ applicationId: 2, viewed: true, cancellable: false, statusLabel: '열람' }),
            ];
      return HttpResponse.json(
        envelope('001', pageOf(items, 1, 10, q.get('page') === '2' ? 12 : items.length)),
      );
    }),
    http.get(APPLICATION_API.detail, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('applicationId'));
      if (id === 2) {
        return HttpResponse.json(
          envelope(
            '001',
            detail({
              applicationId: 2,
              viewed: true,
              cancellable: false,
              statusLabel: '열람',
              reads: [{ companyName: '(주)일터테크', at: '2026-03-03T05:10:00.000Z' }],
            }),
          ),
        );
      }
      if (id === 3) {
        return HttpResponse.json(
          envelope(
            '001',
            detail({
              applicationId: 3,
              kind: 'external',
              externalStatus: 'interview',
              events: [],
              stageCounts: [],
            }),
          ),
        );
      }
      return HttpResponse.json(envelope('001', detail()));
    }),
    http.post(APPLICATION_API.cancel, async ({ request }) => {
      const body = (await request.json()) as { applicationId: number };
      cancels.push(body);
      if (body.applicationId === 1 && cancels.length > 1) {
        return HttpResponse.json(
          envelope('202', null, '기업이 이미 열람한 지원은 취소할 수 없습니다.'),
          { status: 409 },
        );
      }
      return HttpResponse.json(envelope('001'));
    }),
    http.put(APPLICATION_API.externalStatus, async ({ request }) => {
      externalUpdates.push(await request.json());
      return HttpResponse.json(envelope('001'));
    }),
    http.post(APPLICATION_API.certificate, async ({ request }) => {
      const body = await request.json();
      issued.push(body);
      return HttpResponse.json(envelope('001', { certNo: 'ILT-20260310-AB12CD34' }));
    }),
  );
});

const rows = () =>
  within(screen.getByRole('region', { name: '지원 내역' })).getAllByRole('listitem');

async function openRow(index: number) {
  const user = userEvent.setup();
  await screen.findAllByRole('button', { name: /^상세 보기/ });
  const row = rows()[index]!;
  await user.click(within(row).getByRole('button', { name: /^상세 보기/ }));
  return { user, row };
}

describe('ApplicationsPage', () => {
  it('lists applications with posting link, résumé, date, status and 열람 badges', async () => {
    renderRoute(ApplicationsPage, { path: PATH });
    await screen.findByText('전체', { selector: 'p', exact: false });
    const [first, second] = rows();
    expect(
      within(first!)
        .getByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' })
        .getAttribute('href'),
    ).toBe('/person/recrtinfo/detail?postingId=31');
    expect(first!.textContent).toContain('이력서: 백엔드 개발자 김일터입니다');
    expect(first!.textContent).toContain('지원일 2026.03.02');
    expect(first!.textContent).toContain('미열람');
    expect(second!.textContent).toContain('열람');
    expect(listQueries[0]?.get('status')).toBe('all');
  });

  it('sends the filters, starts again at page 1, and keeps them in history', async () => {
    const user = userEvent.setup();
    renderRoute(ApplicationsPage, { path: PATH });
    await screen.findAllByRole('button', { name: /^상세 보기/ });
    await user.selectOptions(screen.getByRole('combobox', { name: '진행 상태' }), '열람');
    await user.selectOptions(screen.getByRole('combobox', { name: '지원 기간' }), '최근 3개월');
    await user.selectOptions(screen.getByRole('combobox', { name: '지원 방식' }), '외부 지원');
    await waitFor(() => expect(listQueries.at(-1)?.get('kind')).toBe('external'));
    const last = listQueries.at(-1)!;
    expect([last.get('status'), last.get('period'), last.get('page')]).toEqual([
      'viewed',
      '3m',
      '1',
    ]);
    expect(await screen.findByText('외부 지원', { selector: '.app-badge' })).toBeTruthy();
    const saved = (window.history.state as Record<string, unknown>)['ilteo:list:my-applications'];
    expect(saved).toMatchObject({ status: 'viewed', period: '3m', kind: 'external', page: 1 });
  });

  it('opens the timeline, per-stage applicants, answers and files of a row', async () => {
    renderRoute(ApplicationsPage, { path: PATH });
    const { row } = await openRow(0);
    const panel = await within(row).findByText('진행 과정');
    expect(panel).toBeTruthy();
    const timeline = within(row).getAllByRole('list')[0]!;
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['지원완료', '열람 대기', '서류전형', '1차 면접', '2차 면접', '최종 결과']);
    const table = within(row).getByRole('table', { name: '전형별 지원자 수' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['120명', '14명', '0명']);
    expect(row.textContent).toContain('아직 열람한 기업이 없습니다.');
    expect(row.textContent).toContain('포트폴리오.pdf (2.3 MB)');
    expect(row.textContent).toContain('일터의 채용 서비스를 만들고 싶습니다.');
  });

  it('opens the application the address names (the receipt links there)', async () => {
    renderRoute(ApplicationsPage, { path: PATH, at: `${PATH}?applicationId=1` });
    expect(await screen.findByRole('button', { name: /^상세 닫기/ })).toBeTruthy();
    expect(await screen.findByText('진행 과정')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^상세 닫기/ })).toHaveLength(1);
  });

  it('shows who opened the résumé, and no cancel once it was opened', async () => {
    renderRoute(ApplicationsPage, { path: PATH });
    const { row } = await openRow(1);
    expect(await within(row).findByText('2026.03.03 14:10')).toBeTruthy();
    expect(row.textContent).toContain('(주)일터테크 · 2026.03.03 14:10');
    expect(row.textContent).toContain('기업이 지원서를 열람한 뒤에는 지원을 취소할 수 없습니다.');
    expect(within(row).queryByRole('button', { name: '지원 취소' })).toBeNull();
  });

  it('cancels an unopened application after a confirm, and shows the server refusal when it was opened meanwhile', async () => {
    renderRoute(ApplicationsPage, { path: PATH });
    const { user, row } = await openRow(0);
    await user.click(await within(row).findByRole('button', { name: '지원 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '지원 취소' });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(cancels).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '지원 취소' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '지원 취소' })).getByRole('button', {
        name: '지원 취소',
      }),
    );
    await waitFor(() => expect(cancels).toEqual([{ applicationId: 1 }]));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        '지원을 취소했습니다. 제출한 서류는 파기됩니다.',
      ),
    );

    await user.click(within(row).getByRole('button', { name: '지원 취소' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '지원 취소' })).getByRole('button', {
        name: '지원 취소',
      }),
    );
    const refusal = await screen.findByRole('dialog', { name: '알림' });
    expect(refusal.textContent).toContain('기업이 이미 열람한 지원은 취소할 수 없습니다.');
  });

  it('lets the member record the status of an external application', async () => {
    const user = userEvent.setup();
    renderRoute(ApplicationsPage, { path: PATH });
    await screen.findAllByRole('button', { name: /^상세 보기/ });
    await user.selectOptions(screen.getByRole('combobox', { name: '지원 방식' }), '외부 지원');
    await screen.findByText('외부 지원', { selector: '.app-badge' });
    const { row } = await openRow(0);
    const select = await within(row).findByRole('combobox', { name: '진행 상태 (직접 기록)' });
    expect(row.textContent).toContain('면접 진행');
    await user.selectOptions(select, '최종 합격');
    await user.click(within(row).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(externalUpdates).toEqual([{ applicationId: 3, status: 'hired' }]));
  });

  it('asks for the return or destruction of the documents after a failed result', async () => {
    const failed = {
      applicationId: 4,
      viewed: true,
      status: 'failed' as const,
      statusLabel: '서류 불합격',
      cancellable: false,
    };
    const returns: unknown[] = [];
    server.use(
      http.get(APPLICATION_API.list, () =>
        HttpResponse.json(envelope('001', pageOf([summary(failed)]))),
      ),
      http.get(APPLICATION_API.detail, () =>
        HttpResponse.json(
          envelope(
            '001',
            detail({
              ...failed,
              events: [{ kind: 'failed', stageNo: 0, at: '2026-03-05T00:00:00.000Z' }],
              returnRequestable: returns.length === 0,
              returnRequest: returns.length === 0 ? null : 'destroy',
            }),
          ),
        ),
      ),
      http.post(APPLICATION_API.returnRequest, async ({ request }) => {
        returns.push(await request.json());
        return HttpResponse.json(envelope('001', null, '요청을 처리했습니다.'));
      }),
    );
    renderRoute(ApplicationsPage, { path: PATH });
    const { user, row } = await openRow(0);
    expect(await within(row).findByText('서류전형 불합격')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '지원 취소' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '채용서류 파기 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '채용서류 파기' });
    await user.click(within(dialog).getByRole('button', { name: '요청' }));
    await waitFor(() => expect(returns).toEqual([{ applicationId: 4, kind: 'destroy' }]));
    expect(await within(row).findByText('채용서류 파기를 요청했습니다.')).toBeTruthy();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('요청을 처리했습니다.');
  });

  it('checks the certificate period before issuing, then opens the print page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(ApplicationsPage, { path: PATH });
    const section = await screen.findByRole('region', { name: '취업활동 증명서' });
    await user.click(within(section).getByRole('button', { name: '증명서 발급하기' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByLabelText('시작일')),
    );
    const from = within(section).getByLabelText('시작일');
    const to = within(section).getByLabelText<HTMLInputElement>('종료일');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(within(section).getByRole('button', { name: '증명서 발급' }));
    expect(within(section).getByText('기간은 최대 90일까지 선택할 수 있습니다.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(issued).toEqual([]);

    await user.clear(from);
    await user.type(from, to.value);
    await user.click(within(section).getByRole('button', { name: '증명서 발급' }));
    await waitFor(() => expect(issued).toEqual([{ from: to.value, to: to.value }]));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?kind=employment-cert&certNo=ILT-20260310-AB12CD34',
      ),
    );
    expect(router.state.location.pathname).toBe(ROUTES.print.path);
  });

  it('has no axe violations with a row opened', async () => {
    renderRoute(ApplicationsPage, { path: PATH });
    const { row } = await openRow(1);
    await within(row).findByText('진행 과정');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
