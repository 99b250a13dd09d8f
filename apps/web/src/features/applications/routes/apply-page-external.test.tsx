import { ROUTES, APPLICATION_API } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { applyForm, serveForm } from './apply-fixtures.test-data';
import { ApplyPage } from './apply-page';

const PATH = ROUTES.recruitApply.path;
const open = () => renderRoute(ApplyPage, { path: PATH, at: `${PATH}?postingId=31` });

describe('ApplyPage: 홈페이지 and 이메일 지원', () => {
  let recorded: unknown[];
  beforeEach(() => {
    recorded = [];
  });
  const serveExternal = (answer: () => Response) =>
    server.use(
      http.post(APPLICATION_API.external, async ({ request }) => {
        recorded.push(await request.json());
        return answer();
      }),
    );

  it('opens the company page and records the application as 외부 지원', async () => {
    const user = userEvent.setup();
    serveForm(applyForm({ applyMethod: 'homepage', applyUrl: 'https://garam.example/jobs/31' }));
    serveExternal(() => HttpResponse.json(envelope('001', { applicationId: 90 })));
    open();
    const link = await screen.findByRole('link', { name: /회사 채용 페이지 열기/ });
    expect(link.getAttribute('href')).toBe('https://garam.example/jobs/31');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.type(screen.getByRole('textbox', { name: /메모/ }), '회사 홈페이지에서 지원');
    await user.click(screen.getByRole('button', { name: '외부 지원으로 기록' }));
    expect(await screen.findByText(/외부 지원으로 기록했습니다/)).toBeTruthy();
    expect(recorded).toEqual([{ postingId: 31, note: '회사 홈페이지에서 지원' }]);
    expect(screen.getByRole('link', { name: '지원 현황 보기' }).getAttribute('href')).toBe(
      '/person/myhome/applications?applicationId=90',
    );
  });

  it('drafts a mail for 이메일 지원, never links a script, and shows a 302 with its link', async () => {
    const user = userEvent.setup();
    serveForm(applyForm({ applyMethod: 'email', applyEmail: 'recruit@garam.example' }));
    serveExternal(() =>
      HttpResponse.json(
        envelope('302', { applicationId: 12 }, '이미 등록되어 있어 중복으로 등록할 수 없습니다.'),
        {
          status: 409,
        },
      ),
    );
    const view = open();
    expect((await screen.findByRole('link', { name: '지원 메일 쓰기' })).getAttribute('href')).toBe(
      `mailto:recruit@garam.example?subject=${encodeURIComponent('[입사 지원] 백엔드 개발자 (Node.js) 신입 채용')}`,
    );
    await user.click(screen.getByRole('button', { name: '외부 지원으로 기록' }));
    expect(await screen.findByText('이미 등록되어 있어 중복으로 등록할 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 지원 보기' }).getAttribute('href')).toBe(
      '/person/myhome/applications?applicationId=12',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    serveForm(applyForm({ applyMethod: 'homepage', applyUrl: 'javascript:alert(1)' }));
    open();
    expect(await screen.findByText('지원 방법은 공고 내용을 확인해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /회사 채용 페이지 열기/ })).toBeNull();
  });
});
