import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SHELL_ID } from './boot-shell';
import { RootShell, ShellFallback } from './root-shell';

/** The static frame index.html paints before the app's code arrives. */
function addBootShell(): void {
  const frame = document.createElement('div');
  frame.id = BOOT_SHELL_ID;
  document.body.append(frame);
}

const bootShell = () => document.getElementById(BOOT_SHELL_ID);

function renderShell(children: RouteObject[], errorElement = <p>오류 화면</p>) {
  const router = createMemoryRouter(
    [{ id: 'root', Component: RootShell, HydrateFallback: ShellFallback, errorElement, children }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => bootShell()?.remove());

describe('the static frame of index.html', () => {
  it('stays while the first screen loads and leaves when it shows', async () => {
    addBootShell();
    let show: (route: { Component: ComponentType }) => void = () => undefined;
    renderShell([
      {
        path: '/',
        lazy: () =>
          new Promise((resolve) => {
            show = resolve;
          }),
      },
    ]);

    expect(screen.getByRole('progressbar', { name: '화면을 불러오는 중입니다' })).toBeTruthy();
    expect(bootShell()).not.toBeNull();

    act(() => show({ Component: () => <h1>첫 화면</h1> }));
    expect(await screen.findByRole('heading', { name: '첫 화면' })).toBeTruthy();
    expect(bootShell()).toBeNull();
  });

  it('leaves when the first screen fails and an error page shows instead', async () => {
    addBootShell();
    renderShell([{ path: '/', lazy: () => Promise.reject(new Error('chunk load failed')) }]);

    expect(await screen.findByText('오류 화면')).toBeTruthy();
    expect(bootShell()).toBeNull();
  });
});
