import { API, type SideMenuItem } from '@ilteo/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { server } from '@/shared/testing/msw-server';
import { DialogHost } from '@/shared/ui/dialog';
import { SideMenuDrawer } from './side-menu-drawer';

const menu: SideMenuItem[] = [
  {
    menuId: 'recruit',
    name: '채용정보',
    path: null,
    loginRequired: false,
    children: [
      {
        menuId: 'recruit-list',
        name: '채용공고',
        path: '/person/recrtInfo/list',
        loginRequired: false,
        children: [],
      },
      {
        menuId: 'pref',
        name: '맞춤 채용',
        path: '/person/pref-recrt/index',
        loginRequired: true,
        children: [],
      },
    ],
  },
  {
    menuId: 'notice',
    name: '공지사항',
    path: '/person/support/notice',
    loginRequired: false,
    children: [],
  },
];

function renderDrawer(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SideMenuDrawer onClose={onClose} /> },
      { path: '*', element: <p>이동함</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { router, onClose };
}

describe('SideMenuDrawer', () => {
  let menuSe: string | null = null;

  beforeEach(() => {
    menuSe = null;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the person menu from the API and shows it as navigation', async () => {
    server.use(
      http.get(API.cmmn.sideMenu, ({ request }) => {
        menuSe = new URL(request.url).searchParams.get('menuSe');
        return HttpResponse.json({ code: '001', message: '', data: menu });
      }),
    );
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(within(dialog).getByRole('status').textContent).toBe('메뉴를 불러오고 있습니다.');

    const nav = await screen.findByRole('navigation', { name: '전체 메뉴' });
    await within(nav).findByRole('link', { name: '채용공고' });
    expect(menuSe).toBe('person');
    expect(within(nav).getByRole('heading', { level: 3, name: '채용정보' })).toBeTruthy();
    expect(
      within(nav).getByRole('link', { name: '맞춤 채용 로그인 필요' }).getAttribute('href'),
    ).toBe('/person/pref-recrt/index');
    expect(within(nav).getByRole('link', { name: '공지사항' })).toBeTruthy();
  });

  it('closes when a link is followed', async () => {
    server.use(
      http.get(API.cmmn.sideMenu, () =>
        HttpResponse.json({ code: '001', message: '', data: menu }),
      ),
    );
    const { router, onClose } = renderDrawer();
    await userEvent.click(await screen.findByRole('link', { name: '공지사항' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/person/support/notice');
  });

  it('says so when the menu cannot be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(API.cmmn.sideMenu, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: '203', message: '', data: null }, { status: 500 })
          : HttpResponse.json({ code: '001', message: '', data: menu });
      }),
    );
    renderDrawer();
    expect(await screen.findByText('메뉴를 불러오지 못했습니다.')).toBeTruthy();
    // The HTTP helper also alerted; dismiss it to reach the drawer again.
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '채용공고' })).toBeTruthy();
  });

  it('offers login and sign-up to visitors, and closes with Escape', async () => {
    server.use(
      http.get(API.cmmn.sideMenu, () => HttpResponse.json({ code: '001', message: '', data: [] })),
    );
    const { onClose } = renderDrawer();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/signUpType');
    expect(await screen.findByText('표시할 메뉴가 없습니다.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
