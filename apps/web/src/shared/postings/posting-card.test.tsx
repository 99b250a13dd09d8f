import type { PostingSummary } from '@ilteo/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postingSummary } from '@/shared/testing/posting-fixtures';
import { PostingCard, regionSummary } from './posting-card';

const posting = postingSummary;

function show(p: PostingSummary, extra?: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PostingCard posting={p} today="2025-03-01" headingLevel={2} extra={extra} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('PostingCard', () => {
  it('shows the facts and links the title to the detail', () => {
    show(posting(), <button type="button">관심</button>);
    const link = screen.getByRole('link', { name: '백엔드 개발자 (Node.js)' });
    expect(link.getAttribute('href')).toBe('/person/recrtinfo/detail?postingId=31');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('백엔드 개발자 (Node.js)');
    for (const text of [
      '가람소프트',
      '서울 강남구',
      '신입',
      '대졸(4년)',
      '정규직',
      '연봉 4,000만원 이상',
      'D-3',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('3일 후 마감 (2025.03.04)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '관심' })).toBeTruthy();
    expect(screen.queryByText('인턴')).toBeNull();
  });

  it('marks closed postings and intern postings', () => {
    show(posting({ closeDate: '2025-02-28', intern: true }));
    expect(
      screen.getByRole('link', { name: '백엔드 개발자 (Node.js) (마감된 공고)' }),
    ).toBeTruthy();
    expect(screen.getByText('마감')).toBeTruthy();
    expect(screen.getByText('인턴')).toBeTruthy();
    expect(screen.getByRole('article').className).toContain('posting-card--closed');
  });

  it('says 상시채용 and 채용시 마감', () => {
    const { unmount } = show(posting({ closeType: 'always', closeDate: null }));
    expect(within(screen.getByRole('article')).getAllByText('상시채용').length).toBeGreaterThan(0);
    unmount();
    show(posting({ closeType: 'until-filled', closeDate: null }));
    expect(screen.getByText('채용시 마감')).toBeTruthy();
  });

  it('shortens long region lists', () => {
    const r = (name: string) => ({ cd: '11000', name });
    expect(
      regionSummary([r('서울 강남구'), r('서울 서초구'), r('경기 성남시'), r('인천 연수구')]),
    ).toBe('서울 강남구, 서울 서초구 외 2곳');
    expect(regionSummary([])).toBe('');
  });
});
