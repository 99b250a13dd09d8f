import { API, COMMUNITY_API, ROUTES } from '@ilteo/contract';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOARDS, postPage, summary } from '@/features/community/routes/fixtures.test-data';
import { detail } from '@/features/recruit/routes/fixtures.test-data';
import { createQueryClient } from '@/shared/api/query-client';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { AppProvider } from '../provider';
import { buildRoutes } from './route-table';

let detailCalls: string[];

beforeEach(() => {
  detailCalls = [];
});

function renderAt(entry: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [entry] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('route prefetch', () => {
  it('asks for the posting while the guard is still waiting for verifyRouter, and only once', async () => {
    let detailAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (detailAsked = resolve));
    server.use(
      http.get(API.recruit.detail, ({ request }) => {
        detailCalls.push(new URL(request.url).searchParams.get('postingId') ?? '');
        detailAsked();
        return HttpResponse.json(envelope('001', detail()));
      }),
      http.post(API.recruit.view, () => HttpResponse.json(envelope('001', null))),
      // The guard answers only once the posting has been asked for: had the
      // detail call waited for the guard, neither would ever answer.
      http.get(API.auth.verifyRouter, async () => {
        await asked;
        return HttpResponse.json(envelope('001'));
      }),
    );

    renderAt(`${ROUTES.recruitDetail.path}?postingId=31`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Node.js) 신입 채용' }),
    ).toBeTruthy();
    expect(detailCalls).toEqual(['31']);
  });

  it('asks for nothing when the address has no valid posting id', async () => {
    server.use(
      http.get(API.recruit.detail, ({ request }) => {
        detailCalls.push(new URL(request.url).searchParams.get('postingId') ?? '');
        return HttpResponse.json(envelope('001', detail()));
      }),
      http.get(API.auth.verifyRouter, () => HttpResponse.json(envelope('001'))),
    );

    renderAt(`${ROUTES.recruitDetail.path}?postingId=abc`);

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(detailCalls).toEqual([]);
  });

  it('asks for the community list and its boards once each: the prefetch and the screen share them', async () => {
    const listCalls: string[] = [];
    let boardCalls = 0;
    server.use(
      http.get(COMMUNITY_API.list, ({ request }) => {
        listCalls.push(new URL(request.url).search);
        return HttpResponse.json(
          envelope('001', postPage({ items: [summary({ title: '미리 받아 둔 글' })] })),
        );
      }),
      http.get(COMMUNITY_API.boards, () => {
        boardCalls += 1;
        return HttpResponse.json(envelope('001', BOARDS));
      }),
    );

    renderAt(ROUTES.commuList.path);

    expect(await screen.findByRole('link', { name: '미리 받아 둔 글' })).toBeTruthy();
    expect(listCalls).toEqual(['?sort=latest&page=1']);
    expect(boardCalls).toBe(1);
  });
});
