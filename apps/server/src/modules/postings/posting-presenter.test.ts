import { describe, expect, it } from 'vitest';
import { effectiveStatus, summaryFromRow, type SummaryRow } from './posting-presenter';

const row: SummaryRow = {
  posting_id: 7,
  title: '백엔드 개발자',
  company_id: 3,
  company_name: '(주)한빛',
  company_type: '07',
  logo_url: null,
  region_codes: ['11680', '26000'],
  job_codes: ['024001'],
  career_type: 'E',
  career_min: 3,
  career_max: null,
  education: '05',
  employment_type: '10',
  salary_type: 'Y',
  salary_min: 40_000_000,
  salary_max: 50_000_000,
  salary_negotiable: false,
  close_type: 'date',
  open_date: '2026-05-01',
  close_date: '2026-05-20',
  is_intern: false,
  status: 'open',
  view_count: 12,
  apply_count: 4,
};

describe('effectiveStatus', () => {
  it('is open through the close date (Seoul day) and closed after it', () => {
    expect(effectiveStatus('open', '2026-05-20', '2026-05-20')).toBe('open');
    expect(effectiveStatus('open', '2026-05-20', '2026-05-21')).toBe('closed');
    expect(effectiveStatus('open', null, '2099-01-01')).toBe('open');
  });

  it('is closed when closed early, whatever the date', () => {
    expect(effectiveStatus('closed', '2026-06-30', '2026-05-20')).toBe('closed');
    expect(effectiveStatus('closed', null, '2026-05-20')).toBe('closed');
  });
});

describe('summaryFromRow', () => {
  it('labels codes, career and pay in Korean', () => {
    const s = summaryFromRow(row, '2026-05-20', true);
    expect(s).toMatchObject({
      postingId: 7,
      company: { companyId: 3, companyType: '07', companyTypeName: '스타트업' },
      regions: [
        { cd: '11680', name: '서울 강남구' },
        { cd: '26000', name: '부산광역시' },
      ],
      jobs: [{ cd: '024001', name: '백엔드 개발자' }],
      careerLabel: '경력 3년 이상',
      educationLabel: '대졸(4년)',
      employmentTypeLabel: '정규직',
      salary: { label: '연봉 4,000~5,000만원', negotiable: false },
      status: 'open',
      interested: true,
    });
    expect(summaryFromRow(row, '2026-05-21', false)).toMatchObject({
      status: 'closed',
      interested: false,
    });
  });
});
