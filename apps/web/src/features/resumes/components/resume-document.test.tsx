import { RESUME_SECTION_LABELS } from '@ilteo/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeContent, detail } from '../routes/resume-fixtures.test-data';
import { ResumeDocument } from './resume-document';
import { formatMonths, formatPeriod, formatYearMonth, monthsBetween } from './resume-format';

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ResumeDocument', () => {
  it('shows the sections in RESUME_SECTIONS order, leaving out empty optional ones', () => {
    render(<ResumeDocument resume={detail()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '백엔드 개발자 김일터입니다',
    );
    expect(sectionHeadings()).toEqual([
      '기본정보',
      '학력',
      '경력',
      '희망근무조건',
      '보유기술',
      '자격증',
      '어학',
      '포트폴리오',
      '자기소개서',
    ]);
  });

  it('shows the partner school badge of a verified student, and none otherwise (decision 0042)', () => {
    const { rerender } = render(
      <ResumeDocument resume={detail()} badge="한빛대학교 재학생 인증" />,
    );
    expect(screen.getByText('한빛대학교 재학생 인증')).toBeTruthy();
    rerender(<ResumeDocument resume={detail()} />);
    expect(screen.queryByText(/재학생 인증/)).toBeNull();
  });

  it('formats dates, the phone, codes and money as Korean résumés show them', () => {
    render(<ResumeDocument resume={detail()} />);
    const basics = screen.getByRole('region', { name: '기본정보' });
    expect(within(basics).getByText('1996-04-12')).toBeTruthy();
    expect(within(basics).getByText('010-1234-5678')).toBeTruthy();
    expect(within(basics).getByText('(06236) 서울특별시 강남구 테헤란로 152 12층')).toBeTruthy();
    const photo = within(basics).getByRole('img', { name: '김일터 증명사진' });
    expect(photo.getAttribute('src')).toBe('/api/v1/person/myhome/career/file/photo-1.jpg');

    const education = screen.getByRole('region', { name: '학력' });
    expect(within(education).getByText('2015.03 ~ 2021.02 · 졸업')).toBeTruthy();
    expect(within(education).getByText('대학교(4년) · 컴퓨터공학 · 학점 3.8/4.5')).toBeTruthy();

    const work = screen.getByRole('region', { name: '경력' });
    expect(within(work).getByRole('heading', { level: 3, name: '가람소프트' })).toBeTruthy();
    expect(within(work).getByText('2021.03 ~ 2023.05 · 2년 3개월')).toBeTruthy();
    expect(
      within(work).getByText(
        '플랫폼개발팀 · 선임 · 백엔드개발자 · 연봉 4,200만원 · 경력 불러오기로 확인',
      ),
    ).toBeTruthy();

    const wish = screen.getByRole('region', { name: '희망근무조건' });
    expect(within(wish).getByText('정규직')).toBeTruthy();
    expect(within(wish).getByText('서울')).toBeTruthy();
    expect(within(wish).getByText('회사내규에 따름')).toBeTruthy();

    const certificates = screen.getByRole('region', { name: '자격증' });
    expect(within(certificates).getByText('정보처리기사')).toBeTruthy();
    expect(within(certificates).getByText('한국산업인력공단 · 2020-08-20')).toBeTruthy();
  });

  it('offers the portfolio files for download and counts the essay with and without spaces', () => {
    render(<ResumeDocument resume={detail()} />);
    const portfolio = screen.getByRole('region', { name: '포트폴리오' });
    expect(within(portfolio).getByRole('button', { name: '포트폴리오.pdf 내려받기' })).toBeTruthy();
    expect(
      within(portfolio)
        .getByRole('link', { name: 'https://github.com/ilteo' })
        .getAttribute('href'),
    ).toBe('https://github.com/ilteo');

    const essays = screen.getByRole('region', { name: '자기소개서' });
    expect(within(essays).getByRole('heading', { level: 3, name: '지원 동기' })).toBeTruthy();
    expect(within(essays).getByText('공백 포함 19자 · 공백 제외 16자 / 제한 1,000자')).toBeTruthy();
  });

  it('says which required sections an incomplete résumé lacks, and reads 신입 for a newcomer', () => {
    const content = {
      ...completeContent(),
      title: '',
      education: [],
      careerType: 'N' as const,
      work: [],
      basics: { ...completeContent().basics, mobile: '', photo: null },
    };
    render(<ResumeDocument resume={detail({ content, complete: false })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('제목 없는 이력서');
    expect(
      within(screen.getByRole('region', { name: RESUME_SECTION_LABELS.education })).getByText(
        '입력하지 않았습니다.',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '경력' })).getByText('신입')).toBeTruthy();
    const basics = screen.getByRole('region', { name: '기본정보' });
    expect(within(basics).getByText('미입력')).toBeTruthy();
    expect(within(basics).queryByRole('img')).toBeNull();
  });
});

describe('résumé formats', () => {
  it('reads year-months, periods and durations', () => {
    expect(formatYearMonth('202403')).toBe('2024.03');
    expect(formatPeriod('202403', '', '재직중')).toBe('2024.03 ~ 재직중');
    expect(formatPeriod('', '')).toBe('');
    expect(monthsBetween('202401', '202403')).toBe(3);
    expect(monthsBetween('202403', '202401')).toBeNull();
    expect(formatMonths(12)).toBe('1년');
    expect(formatMonths(5)).toBe('5개월');
    expect(formatMonths(27)).toBe('2년 3개월');
  });
});
