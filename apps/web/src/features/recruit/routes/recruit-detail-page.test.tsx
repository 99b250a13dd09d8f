import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { detail } from './fixtures.test-data';
import { RecruitDetailPage } from './recruit-detail-page';

const DETAIL = ROUTES.recruitDetail.path;
const AT = `${DETAIL}?postingId=31`;

let views: unknown[];

function serveDetail(data = detail()) {
  server.use(
    http.get(API.recruit.detail, ({ request }) =>
      new URL(request.url).searchParams.get('postingId') === '31'
        ? HttpResponse.json(envelope('001', data))
        : HttpResponse.json(envelope('202', null, '공고를 찾을 수 없습니다.'), { status: 404 }),
    ),
    http.post(API.recruit.view, async ({ request }) => {
      views.push(await request.json());
      return HttpResponse.json(envelope('001', null));
    }),
  );
}

const title = () =>
  screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Node.js) 신입 채용' });
const login = () => useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });

beforeEach(() => {
  views = [];
});

describe('RecruitDetailPage', () => {
  it('shows every part of the posting and counts one view', async () => {
    serveDetail();
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();

    const facts: [string, string][] = [
      ['경력', '신입'],
      ['학력', '대졸(4년)'],
      ['고용형태', '정규직'],
      ['급여', '연봉 4,000~5,000만원'],
      ['근무지역', '서울 강남구'],
      ['직무', '백엔드 개발자'],
      ['모집인원', '2명'],
      ['근무시간', '09:00~18:00 (주 40시간)'],
      ['근무요일', '주5일근무 (유연근무 가능)'],
      ['접수기간', '2025.02.20 ~ 2025.03.04'],
    ];
    for (const [term, value] of facts) {
      const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
      expect(dt.nextElementSibling?.textContent).toBe(value);
    }
    expect(screen.getByText('3일 후 마감 (2025.03.04)')).toBeTruthy();
    expect(screen.getByText('조회 120 · 지원 8 · 관심 5')).toBeTruthy();

    const description = screen.getByRole('heading', { name: '상세 요강' }).parentElement!;
    expect(description.querySelector('.posting-html strong')?.textContent).toBe('성장할');
    for (const heading of [
      '주요 업무',
      '자격 요건',
      '우대사항',
      '취업 우대',
      '복리후생',
      '전형 절차',
      '제출 서류',
      '지원 방법',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText('주문 API 설계와 개발')).toBeTruthy();
    expect(screen.getByText('보훈대상자')).toBeTruthy();
    expect(screen.getByText('중식제공 또는 중식비 지원')).toBeTruthy();
    expect(screen.getByText('연 1회 건강검진')).toBeTruthy();
    expect(screen.getByText('1차 면접').closest('ol')).toBeTruthy();
    expect(screen.getByText('일터 즉시지원')).toBeTruthy();
    expect(screen.getByRole('link', { name: '정보처리기사' }).getAttribute('href')).toBe(
      '/person/certi-lang/certi/detail?code=1320',
    );

    const company = screen.getByRole('region', { name: '기업 정보' });
    for (const text of [
      '응용 소프트웨어 개발 및 공급업',
      '50~99인 (72명)',
      '2014년',
      '서울특별시 강남구 테헤란로 123',
    ])
      expect(within(company).getByText(text)).toBeTruthy();
    expect(
      within(company)
        .getByRole('link', { name: /garam\.example/ })
        .getAttribute('rel'),
    ).toBe('noopener noreferrer');
    expect(
      within(company)
        .getByRole('link', { name: '가람소프트의 진행 중인 공고 4건 보기' })
        .getAttribute('href'),
    ).toBe('/person/recrtInfo/list?companyId=12');

    expect(screen.getByRole('link', { name: '지원하기' }).getAttribute('href')).toBe(
      '/person/recrtInfo/apply?postingId=31',
    );
    expect(screen.getByRole('link', { name: '지원자 현황' }).getAttribute('href')).toBe(
      '/person/recrtinfo/apply-state?postingId=31',
    );
    expect(screen.getByRole('link', { name: '인쇄' }).getAttribute('href')).toBe(
      '/bare/print?postingId=31',
    );
    await waitFor(() => expect(views).toEqual([{ postingId: 31 }]));
  });

  it('keeps a closed posting readable but marked, and does not take applications', async () => {
    serveDetail(detail({ status: 'closed', closeDate: '2025-02-27' }));
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();
    expect(screen.getByRole('note').textContent).toContain('마감된 공고입니다.');
    expect(screen.getByText('마감')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '지원 마감' }).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('link', { name: '지원하기' })).toBeNull();
    expect(screen.getByRole('heading', { name: '주요 업무' })).toBeTruthy();
  });

  it('opens the company page for 홈페이지 지원, then offers to record it as 외부 지원', async () => {
    serveDetail(detail({ applyMethod: 'homepage', applyUrl: 'https://garam.example/jobs/31' }));
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();
    const apply = screen.getByRole('link', { name: '홈페이지 지원 (새 창)' });
    expect(apply.getAttribute('href')).toBe('https://garam.example/jobs/31');
    expect(screen.queryByRole('link', { name: '외부 지원으로 기록' })).toBeNull();
    // The new window is the browser's; here only the click's effect on the page is checked.
    apply.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(apply);
    expect(
      (await screen.findByRole('link', { name: '외부 지원으로 기록' })).getAttribute('href'),
    ).toBe('/person/recrtInfo/apply?postingId=31');
  });

  it('drafts a mail for 이메일 지원', async () => {
    serveDetail(detail({ applyMethod: 'email', applyUrl: 'recruit@garam.example' }));
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();
    expect(screen.getByRole('link', { name: '이메일 지원' }).getAttribute('href')).toBe(
      `mailto:recruit@garam.example?subject=${encodeURIComponent('[입사 지원] 백엔드 개발자 (Node.js) 신입 채용')}`,
    );
  });

  it('says so when there is no such posting', async () => {
    serveDetail();
    renderRoute(RecruitDetailPage, { path: DETAIL, at: `${DETAIL}?postingId=99` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '채용공고를 찾을 수 없습니다.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(views).toEqual([]);
  });

  it('asks a visitor to log in before marking interest', async () => {
    const user = userEvent.setup();
    serveDetail();
    const posted = vi.fn();
    server.use(http.post(API.person.contentInterestChange, () => void posted()));
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();

    await user.click(screen.getByRole('button', { name: /^관심 공고에 추가/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    const where = new URL((await screen.findByTestId('elsewhere')).textContent, 'http://x');
    expect(where.pathname).toBe('/login');
    expect(where.searchParams.get('returnUrl')).toBe(AT);
    expect(posted).not.toHaveBeenCalled();
  });

  it('reports the posting with a reason, and shows the server’s answer', async () => {
    const user = userEvent.setup();
    login();
    serveDetail();
    const sent: unknown[] = [];
    server.use(
      http.post(API.person.report, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          envelope('601', null, '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.'),
          {
            status: 201,
          },
        );
      }),
    );
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();

    await user.click(screen.getByRole('button', { name: '이 공고 신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이 공고 신고하기' });
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText('신고 사유를 선택해 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '구직자에게 비용 요구' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /자세한 내용/ }),
      '교육비를 먼저 내라고 합니다.',
    );
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
        '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.',
      ]),
    );
    expect(sent).toEqual([
      {
        targetType: 'posting',
        targetId: '31',
        reason: 'fee',
        detail: '교육비를 먼저 내라고 합니다.',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: '이 공고 신고하기' })).toBeNull();
  });

  it('moves focus into the dialogs, loaded on demand, and back to their buttons on Escape', async () => {
    const user = userEvent.setup();
    login();
    serveDetail();
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();

    for (const [button, dialogName] of [
      ['메일로 보내기', '메일로 공고 보내기'],
      ['이 공고 신고하기', '이 공고 신고하기'],
    ] as const) {
      const opener = screen.getByRole('button', { name: button });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(opener);
    }
  });

  it('asks a visitor to log in before reporting', async () => {
    const user = userEvent.setup();
    serveDetail();
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();
    await user.click(screen.getByRole('button', { name: '이 공고 신고하기' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    serveDetail();
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();
    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
        '공고 링크를 복사했습니다.',
      ]),
    );
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${AT}`);
  });

  it('sends the link by mail, with a failed mail (007) shown by the address', async () => {
    const user = userEvent.setup();
    login();
    serveDetail();
    const sent: unknown[] = [];
    let fail = true;
    server.use(
      http.post(API.cmmn.sendMail, async ({ request }) => {
        sent.push(await request.json());
        return fail
          ? HttpResponse.json(
              envelope('007', null, '이메일 발송에 문제가 있습니다. 이메일 주소를 확인해 주세요.'),
              {
                status: 502,
              },
            )
          : HttpResponse.json(envelope('001', null, '메일을 보냈습니다.'));
      }),
    );
    renderRoute(RecruitDetailPage, { path: DETAIL, at: AT });
    await title();

    await user.click(screen.getByRole('button', { name: '메일로 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '메일로 공고 보내기' });
    const address = within(dialog).getByRole('textbox', { name: /받는 사람 이메일/ });
    await user.type(address, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await within(dialog).findByText('이메일 주소 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(address);
    await user.type(address, 'friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(
      await within(dialog).findByText(
        '이메일 발송에 문제가 있습니다. 이메일 주소를 확인해 주세요.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['메일을 보냈습니다.']);
    expect(sent.at(-1)).toEqual({
      to: 'friend@example.com',
      title: '백엔드 개발자 (Node.js) 신입 채용',
      path: AT,
    });
  });
});
