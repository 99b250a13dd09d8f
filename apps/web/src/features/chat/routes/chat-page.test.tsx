import { CHAT_API, ROUTES, type ChatStatus } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ChatPage } from './chat-page';

const status = (over: Partial<ChatStatus> = {}): ChatStatus => ({
  open: false,
  hours: '평일 09:00~18:00',
  counsellorAvailable: false,
  waiting: 0,
  session: null,
  ...over,
});

function serve(current: ChatStatus) {
  const asked: unknown[] = [];
  server.use(
    http.get(CHAT_API.status, () => HttpResponse.json(envelope('001', current))),
    http.get(CHAT_API.history, () => HttpResponse.json(envelope('001', { items: [] }))),
    http.post(CHAT_API.autoAnswers, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(
        envelope('001', {
          items: [
            {
              kind: 'faq',
              id: '3',
              title: '자기소개서 분량은 어느 정도가 적당한가요?',
              snippet: '항목별로 정해진 글자 수의 80% 이상을 채우는 것이 좋습니다.',
              path: '/person/support/faq?faqId=3',
            },
          ],
        }),
      );
    }),
    http.post(CHAT_API.toInquiry, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(
        envelope('002', { inquiryId: 12, path: '/person/support/qna/detail?qnaId=12' }),
        { status: 201 },
      );
    }),
  );
  return asked;
}

describe('/person/guide/chat', () => {
  it('outside the hours offers automatic answers and leaves the question as a 1:1 inquiry', async () => {
    const asked = serve(status());
    const user = userEvent.setup();
    renderRoute(ChatPage, { path: ROUTES.guideChat.path });
    await screen.findByText(/지금은 운영 시간이 아닙니다/);
    expect(screen.queryByRole('button', { name: '상담 시작' })).toBeNull();

    await user.type(screen.getByLabelText('궁금한 점'), '자기소개서 분량이 궁금합니다');
    await user.click(screen.getByRole('button', { name: '답변 찾기' }));
    const link = await screen.findByRole('link', {
      name: '자기소개서 분량은 어느 정도가 적당한가요?',
    });
    expect(link.getAttribute('href')).toBe('/person/support/faq?faqId=3');

    await user.click(screen.getByRole('button', { name: '1:1 문의로 남기기' }));
    const made = await screen.findByRole('link', { name: '남긴 문의 보기' });
    expect(made.getAttribute('href')).toBe('/person/support/qna/detail?qnaId=12');
    expect(asked).toEqual([
      { q: '자기소개서 분량이 궁금합니다' },
      { sessionId: null, question: '자기소개서 분량이 궁금합니다' },
    ]);
    const results = await axe.run(document.body);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('within the hours with a counsellor free shows the start form and no automatic answers', async () => {
    serve(status({ open: true, counsellorAvailable: true, waiting: 2 }));
    renderRoute(ChatPage, { path: ROUTES.guideChat.path });
    await screen.findByRole('button', { name: '상담 시작' });
    expect(screen.getByText('2명 대기 중')).toBeTruthy();
    expect(screen.getByLabelText('상담 주제 (선택)')).toBeTruthy();
    expect(screen.queryByText('자동 답변으로 먼저 찾아보세요')).toBeNull();
  });
});
