import { ROUTES, type ResumeList, RESUME_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { applyFlags, type ResumeFlags } from '../api/update-resume-flags';
import { limitMessage } from '../components/resume-list-toolbar';
import { summary } from './resume-fixtures.test-data';
import { ResumeListPage } from './resume-list-page';

const PATH = ROUTES.myCareerList.path;

const twoResumes = (): ResumeList => ({
  limit: 10,
  items: [
    summary(),
    summary({
      resumeId: 8,
      title: '신입 프론트엔드 지원서',
      primary: false,
      public: true,
      acceptOffers: true,
      complete: false,
      percent: 40,
      missing: ['education', 'work', 'wish'],
      updatedAt: '2025-02-10T01:00:00.000Z',
    }),
  ],
});

/** Serves `list` (keeping flag changes, as the server does) and gives back every call the page makes. */
function serveList(initial: ResumeList) {
  let list = initial;
  const sent: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(RESUME_API.list, () => HttpResponse.json(envelope('001', list))),
    http.patch(RESUME_API.flags, async ({ request }) => {
      const body = (await request.json()) as ResumeFlags;
      sent.push({ method: 'PATCH', url: request.url, body });
      list = applyFlags(list, body);
      return HttpResponse.json(envelope('003', null, '변경되었습니다.'));
    }),
    http.delete(RESUME_API.save, ({ request }) => {
      sent.push({ method: 'DELETE', url: request.url, body: null });
      return HttpResponse.json(envelope('004', null, '삭제되었습니다.'));
    }),
    http.post(RESUME_API.copy, async ({ request }) => {
      sent.push({ method: 'POST', url: request.url, body: await request.json() });
      return HttpResponse.json(envelope('006', { resumeId: 9 }, '복사되었습니다.'), {
        status: 201,
      });
    }),
  );
  return sent;
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('article')!;

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('ResumeListPage', () => {
  it('shows each résumé with 대표, completeness or what it lacks, and its last edit', async () => {
    serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });

    const first = await card('백엔드 개발자 김일터입니다');
    expect(within(first).getByText('대표')).toBeTruthy();
    expect(within(first).getByText('완성도 86%')).toBeTruthy();
    // 16:30 UTC on 3 March is 4 March in Seoul.
    expect(within(first).getByText('최종 수정 2025.03.04')).toBeTruthy();
    // Private: no 제안 받을래요 switch.
    expect(within(first).queryByRole('switch', { name: '제안 받을래요' })).toBeNull();

    const second = await card('신입 프론트엔드 지원서');
    expect(within(second).queryByText('대표')).toBeNull();
    expect(within(second).getByText('미완성 · 완성도 40%')).toBeTruthy();
    expect(within(second).getByText('학력 항목을 채우면 완성됩니다.')).toBeTruthy();
    expect(within(second).getByRole('switch', { name: '제안 받을래요' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: /^대표로 설정/ })).toBeTruthy();
    expect(within(second).getByRole('link', { name: /^수정/ }).getAttribute('href')).toBe(
      '/person/myhome/career/write?resumeId=8',
    );
    const print = within(second).getByRole('link', { name: /^인쇄/ });
    expect(print.getAttribute('href')).toBe('/bare/print?kind=resume&resumeId=8');
    expect(print.getAttribute('target')).toBe('_blank');
  });

  it('makes a résumé public with one PATCH, and then offers 제안 받을래요', async () => {
    const user = userEvent.setup();
    const sent = serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });

    const first = await card('백엔드 개발자 김일터입니다');
    await user.click(within(first).getByRole('switch', { name: '공개' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { resumeId: 7, public: true } });
    // Shown at once (before the list is fetched again).
    expect(within(first).getByRole('switch', { name: '공개' })).toHaveProperty('checked', true);
    expect(within(first).getByRole('switch', { name: '제안 받을래요' })).toBeTruthy();
    // A toggle says nothing in an alert: the switch itself shows the change.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets 대표 on another résumé', async () => {
    const user = userEvent.setup();
    const sent = serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });
    const second = await card('신입 프론트엔드 지원서');
    await user.click(within(second).getByRole('button', { name: /^대표로 설정/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ resumeId: 8, primary: true });
  });

  it('deletes only after the member confirms', async () => {
    const user = userEvent.setup();
    const sent = serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });
    const second = await card('신입 프론트엔드 지원서');

    await user.click(within(second).getByRole('button', { name: /^삭제/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("'신입 프론트엔드 지원서' 이력서를 삭제하시겠습니까?");
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sent).toHaveLength(0);

    await user.click(within(second).getByRole('button', { name: /^삭제/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('DELETE');
    expect(new URL(sent[0]!.url).searchParams.get('resumeId')).toBe('8');
    await waitFor(() => expect(toasts()).toContain('삭제되었습니다.'));
  });

  it('copies with a toast, not an alert', async () => {
    const user = userEvent.setup();
    const sent = serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });
    const first = await card('백엔드 개발자 김일터입니다');
    await user.click(within(first).getByRole('button', { name: /^복사/ }));
    await waitFor(() => expect(toasts()).toContain('복사되었습니다.'));
    expect(sent[0]?.body).toEqual({ resumeId: 7 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops new résumés and copies at the limit, and says why', async () => {
    serveList({
      limit: 10,
      items: Array.from({ length: 10 }, (_, i) =>
        summary({ resumeId: i + 1, title: `이력서 ${String(i + 1)}`, primary: i === 0 }),
      ),
    });
    renderRoute(ResumeListPage, { path: PATH });
    const create = await screen.findByRole('button', { name: '새 이력서 작성' });
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText(limitMessage(10))).toBeTruthy();
    expect(create.getAttribute('aria-describedby')).toBe('resume-limit-message');
    expect(screen.getByRole('button', { name: 'JSON Resume 가져오기' })).toHaveProperty(
      'disabled',
      true,
    );
    const first = await card('이력서 1');
    expect(within(first).getByRole('button', { name: /^복사/ })).toHaveProperty('disabled', true);
  });

  it('invites the first résumé when there is none', async () => {
    serveList({ limit: 10, items: [] });
    renderRoute(ResumeListPage, { path: PATH });
    expect(await screen.findByText('아직 작성한 이력서가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '새 이력서 작성' }).getAttribute('href')).toBe(
      '/person/myhome/career/write',
    );
  });

  it('imports a JSON Resume file, lists what did not map, and opens the new résumé', async () => {
    const user = userEvent.setup();
    serveList(twoResumes());
    let received: unknown;
    server.use(
      http.post(RESUME_API.jsonResume, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(
          envelope('002', {
            resumeId: 12,
            notes: ['volunteer 1건: 대외활동(봉사)으로 옮겼습니다.'],
          }),
          { status: 201 },
        );
      }),
    );
    renderRoute(ResumeListPage, { path: PATH });
    await card('백엔드 개발자 김일터입니다');
    const document = { basics: { name: '김일터' }, volunteer: [{ organization: '푸른숲' }] };
    const file = new File([JSON.stringify(document)], 'resume.json', { type: 'application/json' });
    await user.upload(screen.getByTestId('json-resume-file'), file);

    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      '/person/myhome/career/write?resumeId=12',
    );
    expect(received).toEqual({ document });
    expect(toasts()[0]).toContain('volunteer 1건: 대외활동(봉사)으로 옮겼습니다.');
  });

  it('says so, and sends nothing, when the file is not JSON', async () => {
    const user = userEvent.setup();
    serveList(twoResumes());
    renderRoute(ResumeListPage, { path: PATH });
    await card('백엔드 개발자 김일터입니다');
    const file = new File(['이력서 아님'], 'resume.json', { type: 'application/json' });
    await user.upload(screen.getByTestId('json-resume-file'), file);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('JSON Resume 파일을 읽지 못했습니다.');
  });

  it('exports by letting the browser download the server file, after a call that checks the login', async () => {
    const user = userEvent.setup();
    serveList(twoResumes());
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderRoute(ResumeListPage, { path: PATH });
    const first = await card('백엔드 개발자 김일터입니다');
    await user.click(within(first).getByRole('button', { name: /^JSON 내보내기/ }));
    await waitFor(() => expect(clicked).toEqual([`${RESUME_API.jsonResume}?resumeId=7`]));
    click.mockRestore();
  });
});
