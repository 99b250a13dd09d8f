import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserPlugin } from '@/shared/native/plugin-types';
import { installCapacitor } from '@/shared/testing/fake-capacitor';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CertiDetailPage } from './certi-detail-page';
import { certDetail } from './fixtures.test-data';
import { LangDetailPage } from './lang-detail-page';

const DETAIL = ROUTES.certiDetail.path;
const QNET = 'https://www.q-net.or.kr/';

async function showCert(issuer = '한국산업인력공단') {
  server.use(
    http.get(API.certiLang.certDetail, () =>
      HttpResponse.json(envelope('001', certDetail({ issuer }))),
    ),
  );
  renderRoute(CertiDetailPage, { path: DETAIL, at: `${DETAIL}?code=1320` });
  await screen.findByRole('heading', { level: 1, name: '정보처리기사' });
}

const registrationLink = () => screen.getByRole('link', { name: /원서 접수 \(새 창\)$/ });

describe('the registration link of a detail', () => {
  it('links to the body’s site as a plain new-tab link', async () => {
    await showCert();
    const link = registrationLink();
    expect(link.textContent).toBe('Q-Net에서 원서 접수 (새 창)');
    expect(link.getAttribute('href')).toBe(QNET);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // In the next-exam box, where the job seeker reads the registration dates.
    const next = screen.getByRole('heading', { name: '다음 시험: 2025년 1회' }).parentElement!;
    expect(within(next).getByRole('link', { name: /원서 접수/ })).toBe(link);
  });

  it('opens it through the open helper on the web: a new window cut off from the page', async () => {
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    await showCert();
    await userEvent.setup().click(registrationLink());
    await waitFor(() => expect(open).toHaveBeenCalledWith(QNET, '_blank'));
    expect(opened.opener).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says where to go when the browser blocks the new window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await showCert();
    await userEvent.setup().click(registrationLink());
    const dialog = await screen.findByRole('dialog', { name: '알림' });
    expect(dialog.textContent).toContain(`Q-Net 페이지를 열지 못했습니다.`);
    expect(dialog.textContent).toContain(QNET);
  });

  it('opens the in-app browser in the hybrid app, not a window', async () => {
    const browser: BrowserPlugin = {
      open: vi.fn(() => Promise.resolve()),
      close: vi.fn(() => Promise.resolve()),
    };
    installCapacitor('android', { Browser: browser });
    const open = vi.spyOn(window, 'open');
    await showCert();
    await userEvent.setup().click(registrationLink());
    await waitFor(() => expect(browser.open).toHaveBeenCalledWith({ url: QNET }));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows no link for a body whose site we do not know', async () => {
    await showCert('어느 민간 협회');
    expect(screen.queryByRole('link', { name: /원서 접수/ })).toBeNull();
  });

  it('links a language test to its body too', async () => {
    server.use(
      http.get(API.certiLang.langDetail, () =>
        HttpResponse.json(
          envelope('001', {
            code: 'TOPIK',
            name: 'TOPIK',
            language: '한국어',
            issuer: '국립국제교육원',
            scale: '1~6급',
            popularity: 10,
            nextSession: null,
            registrationOpen: false,
            interested: false,
            aliases: [],
            validity: '2년',
            format: '듣기·읽기·쓰기',
            fee: null,
            sessions: [],
            interestCount: 0,
            today: '2025-03-01',
          }),
        ),
      ),
    );
    renderRoute(LangDetailPage, {
      path: ROUTES.langDetail.path,
      at: `${ROUTES.langDetail.path}?code=TOPIK`,
    });
    await screen.findByRole('heading', { level: 1, name: 'TOPIK' });
    expect(registrationLink().getAttribute('href')).toBe('https://www.topik.go.kr/');
  });
});
