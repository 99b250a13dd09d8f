import { API, BANNER_API, ROUTES, type PaidPosting } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceInfoForWidth, useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { facets, page, posting, POSTINGS, serveLookups } from './fixtures.test-data';
import { RecruitListPage } from './recruit-list-page';

const LIST = ROUTES.recruitList.path;

beforeEach(() => {
  window.history.replaceState(null, '');
  useAppStore.setState({ deviceInfo: deviceInfoForWidth(1280) });
  serveLookups();
});

/** Paid services on the recruitment list (decision 0040): 추천 공고 above it, 강조 in it. */
describe('RecruitListPage paid services', () => {
  it('shows the list-top promotions as ads above the list and marks highlighted postings', async () => {
    const top: PaidPosting = {
      exposureId: 7,
      placement: 'list-top',
      slot: 1,
      posting: posting({ postingId: 900, title: '추천 받은 공고' }),
    };
    const highlighted = POSTINGS[1]!;
    server.use(
      http.get(API.main.postingsByPaidService, ({ request }) => {
        const placement = new URL(request.url).searchParams.get('placement');
        return HttpResponse.json(envelope('001', placement === 'list-top' ? [top] : []));
      }),
      http.get(API.recruit.list, () =>
        HttpResponse.json(
          envelope('001', { ...page(POSTINGS), highlightedIds: [highlighted.postingId] }),
        ),
      ),
      http.get(API.recruit.facets, () => HttpResponse.json(envelope('001', facets()))),
    );
    renderRoute(RecruitListPage, { path: LIST });

    const strip = await screen.findByRole('region', { name: '추천 공고' });
    expect(within(strip).getByRole('link', { name: '추천 받은 공고' })).toBeTruthy();
    expect(within(strip).getByText('광고')).toBeTruthy();

    const card = (await screen.findByRole('link', { name: highlighted.title })).closest('li');
    expect(card?.className).toContain('recruit-list__item--highlight');
    expect(within(card as HTMLElement).getByText('강조')).toBeTruthy();
    const others = screen.getAllByText('강조');
    expect(others).toHaveLength(1);
  });

  it('shows the operators’ list-top banners above the list, asking for that target only', async () => {
    const targets: string[] = [];
    server.use(
      http.get(BANNER_API.list, ({ request }) => {
        targets.push(new URL(request.url).searchParams.get('target') ?? '');
        return HttpResponse.json(
          envelope('001', [
            {
              bannerId: 3,
              title: '상반기 채용 박람회',
              imageUrl: '/api/v1/cmmn/file?saveName=fair',
              altText: '상반기 채용 박람회 안내',
              linkUrl: '/person/guide/list',
            },
          ]),
        );
      }),
      http.get(API.recruit.list, () => HttpResponse.json(envelope('001', page(POSTINGS)))),
      http.get(API.recruit.facets, () => HttpResponse.json(envelope('001', facets()))),
    );
    renderRoute(RecruitListPage, { path: LIST });
    const region = await screen.findByRole('region', { name: '배너' });
    expect(within(region).getByRole('img', { name: '상반기 채용 박람회 안내' })).toBeTruthy();
    expect(within(region).getByRole('link').getAttribute('href')).toBe('/person/guide/list');
    expect(targets).toEqual(['list-top']);
  });
});
