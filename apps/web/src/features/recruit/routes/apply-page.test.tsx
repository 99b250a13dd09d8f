import { API, ROUTES } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ApplyPage } from './apply-page';
import { detail } from './fixtures.test-data';

const PATH = ROUTES.recruitApply.path;

describe('ApplyPage', () => {
  it('says plainly that online application opens later, without a form', async () => {
    server.use(http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', detail()))));
    renderRoute(ApplyPage, { path: PATH, at: `${PATH}?postingId=31` });
    expect(await screen.findByText('백엔드 개발자 (Node.js) 신입 채용')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('다음 업데이트에서 열립니다');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /지원/ })).toBeNull();
    expect(screen.getByRole('link', { name: '공고로 돌아가기' }).getAttribute('href')).toBe(
      '/person/recrtinfo/detail?postingId=31',
    );
  });

  it('shows the company’s own way to apply', async () => {
    server.use(
      http.get(API.recruit.detail, () =>
        HttpResponse.json(
          envelope(
            '001',
            detail({ applyMethod: 'homepage', applyUrl: 'https://garam.example/jobs/31' }),
          ),
        ),
      ),
    );
    renderRoute(ApplyPage, { path: PATH, at: `${PATH}?postingId=31` });
    expect(
      await screen.findByRole('heading', { name: '이 공고의 지원 방법: 홈페이지 지원' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /회사 채용 페이지로 가기/ }).getAttribute('href')).toBe(
      'https://garam.example/jobs/31',
    );
  });

  it('gives the address for e-mail applications and never links a script', async () => {
    server.use(
      http.get(API.recruit.detail, () =>
        HttpResponse.json(
          envelope('001', detail({ applyMethod: 'email', applyUrl: 'recruit@garam.example' })),
        ),
      ),
    );
    renderRoute(ApplyPage, { path: PATH, at: `${PATH}?postingId=31` });
    expect(
      (await screen.findByRole('link', { name: 'recruit@garam.example' })).getAttribute('href'),
    ).toBe('mailto:recruit@garam.example');
  });
});
