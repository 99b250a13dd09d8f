import { OPS_API, ROUTES } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { fakeSession } from '@/shared/testing/chat-fakes';
import { NOT_COUNSELLOR } from '../components/chat-access';
import { ChatConsolePage } from './chat-console-page';

const presence = () =>
  http.post(OPS_API.chatPresence, async ({ request }) =>
    HttpResponse.json(
      envelope('001', { ...((await request.json()) as object), active: 0, max: 5 }),
    ),
  );

describe('/ops/chat', () => {
  it('tells an operator without the counsellor flag in place', async () => {
    server.use(
      presence(),
      http.get(OPS_API.chatQueue, () =>
        HttpResponse.json(envelope('102', null, '요청에 대한 권한이 없습니다.'), { status: 403 }),
      ),
    );
    renderRoute(ChatConsolePage, { path: ROUTES.opsChat.path });
    expect(await screen.findByText(NOT_COUNSELLOR)).toBeTruthy();
  });

  it('beats presence with the 상담 가능 toggle and takes a waiting member', async () => {
    const beats: unknown[] = [];
    const taken: unknown[] = [];
    server.use(
      http.post(OPS_API.chatPresence, async ({ request }) => {
        const body = (await request.json()) as { accepting: boolean };
        beats.push(body.accepting);
        return HttpResponse.json(envelope('001', { ...body, active: 0, max: 5 }));
      }),
      http.get(OPS_API.chatQueue, () =>
        HttpResponse.json(
          envelope('001', {
            waiting: [
              {
                ...fakeSession({ sessionId: 9, state: 'waiting', counsellorName: null }),
                topic: '면접 준비',
                memberName: '김지원',
                waitingSince: '2026-03-02T01:00:00.000Z',
              },
            ],
            mine: [],
          }),
        ),
      ),
      http.post(OPS_API.chatTake, async ({ request }) => {
        taken.push(await request.json());
        return HttpResponse.json(envelope('003', fakeSession({ sessionId: 9 })));
      }),
    );
    const user = userEvent.setup();
    renderRoute(ChatConsolePage, { path: ROUTES.opsChat.path });
    await screen.findByText('김지원');
    await user.click(screen.getByRole('checkbox', { name: /상담 가능/ }));
    await screen.findByText('진행 중 0 / 최대 5건');
    expect(beats).toEqual([false, true]);
    await user.click(screen.getByRole('button', { name: '맡기' }));
    expect(taken).toEqual([{ sessionId: 9 }]);
  });
});
