import { API, STORAGE_KEYS } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { HeaderSearch } from './header-search';

function Header() {
  return (
    <header>
      <HeaderSearch />
      <a href="#after">다음 링크</a>
    </header>
  );
}

const render = () => renderRoute(Header, { path: '/person/main' });
const trigger = () => screen.getByRole('button', { name: '통합검색' });

describe('HeaderSearch', () => {
  it('opens the search box with recent searches, and searches from it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.recentSearches, '["ㄱㅂ"]');
    server.use(http.get(API.search.suggest, () => HttpResponse.json(envelope('001', []))));
    render();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    const box = await screen.findByRole('combobox', { name: '빠른 검색 검색어' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByRole('option', { name: /ㄱㅂ/ })).toBeTruthy();

    await user.type(box, '개발{Enter}');
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      '/global-search?keyword=%EA%B0%9C%EB%B0%9C',
    );
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render();
    await user.click(trigger());
    await screen.findByRole('combobox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('closes when focus leaves it or a click lands elsewhere', async () => {
    const user = userEvent.setup();
    render();
    await user.click(trigger());
    await screen.findByRole('combobox');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '다음 링크' }));
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(trigger());
    await screen.findByRole('combobox');
    await user.click(document.body);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
