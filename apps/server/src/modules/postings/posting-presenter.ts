import {
  CODE_GROUPS,
  type ApplyMethod,
  type CareerType,
  type CloseType,
  type CodeName,
  type PostingDetail,
  type PostingStatus,
  type PostingSummary,
} from '@ilteo/contract';
import { codeBook } from './code-book';
import { careerLabel, salaryLabel } from './posting-labels';

/** A summary row as posting-query selects it (snake_case, dates as YYYY-MM-DD text). */
export interface SummaryRow {
  posting_id: number;
  title: string;
  company_id: number;
  company_name: string;
  company_type: string;
  logo_url: string | null;
  region_codes: string[];
  job_codes: string[];
  career_type: string;
  career_min: number | null;
  career_max: number | null;
  education: string;
  employment_type: string;
  salary_type: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_negotiable: boolean;
  close_type: string;
  open_date: string;
  close_date: string | null;
  is_intern: boolean;
  status: string;
  view_count: number;
  apply_count: number;
}

/** A detail row: the summary columns, the whole posting and the company card. */
export interface DetailRow extends SummaryRow {
  headcount: number | null;
  work_hours: string | null;
  work_days: string | null;
  work_days_note: string | null;
  description_html: string;
  duties: string[];
  qualifications: string[];
  preferred: string[];
  preferred_certs: string[];
  process_steps: string[];
  documents: string[];
  apply_method: string;
  apply_url: string | null;
  welfare_codes: string[];
  benefits: string[];
  preferential_codes: string[];
  created_at: Date | string;
  updated_at: Date | string;
  industry: string;
  size_code: string;
  employee_count: number | null;
  founded_year: number | null;
  company_address: string;
  company_region_code: string;
  homepage: string | null;
  company_description: string;
  open_posting_count: number;
  interest_count: number;
}

/** Closed when closed early or past its close date (Asia/Seoul day), whatever `status` says. */
export function effectiveStatus(
  status: string,
  closeDate: string | null,
  today: string,
): PostingStatus {
  return status !== 'open' || (closeDate !== null && closeDate < today) ? 'closed' : 'open';
}

const named = (grpCd: string, codes: readonly string[]): CodeName[] =>
  codes.map((cd) => ({ cd, name: codeBook.name(grpCd, cd) }));

const isoTime = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export function summaryFromRow(
  row: SummaryRow,
  today: string,
  interested: boolean,
): PostingSummary {
  const careerType = row.career_type as CareerType;
  return {
    postingId: row.posting_id,
    title: row.title,
    company: {
      companyId: row.company_id,
      name: row.company_name,
      companyType: row.company_type,
      companyTypeName: codeBook.name(CODE_GROUPS.companyType, row.company_type),
      logoUrl: row.logo_url,
    },
    regions: row.region_codes.map((cd) => ({ cd, name: codeBook.regionLabel(cd) })),
    jobs: named(CODE_GROUPS.job, row.job_codes),
    careerType,
    careerMin: row.career_min,
    careerMax: row.career_max,
    careerLabel: careerLabel(careerType, row.career_min, row.career_max),
    education: row.education,
    educationLabel: codeBook.name(CODE_GROUPS.education, row.education),
    employmentType: row.employment_type,
    employmentTypeLabel: codeBook.name(CODE_GROUPS.employmentType, row.employment_type),
    salary: {
      type: row.salary_type,
      min: row.salary_min,
      max: row.salary_max,
      negotiable: row.salary_negotiable,
      label: salaryLabel(row.salary_type, row.salary_min, row.salary_max, row.salary_negotiable),
    },
    closeType: row.close_type as CloseType,
    openDate: row.open_date,
    closeDate: row.close_date,
    intern: row.is_intern,
    status: effectiveStatus(row.status, row.close_date, today),
    viewCount: row.view_count,
    applyCount: row.apply_count,
    interested,
  };
}

export function detailFromRow(
  row: DetailRow,
  today: string,
  interested: boolean,
  certNames: ReadonlyMap<string, string>,
): PostingDetail {
  const summary = summaryFromRow(row, today, interested);
  return {
    ...summary,
    company: {
      ...summary.company,
      industry: row.industry,
      sizeCode: row.size_code,
      sizeName: codeBook.name(CODE_GROUPS.companySize, row.size_code),
      employeeCount: row.employee_count,
      foundedYear: row.founded_year,
      address: row.company_address,
      regionCode: row.company_region_code,
      homepage: row.homepage,
      description: row.company_description,
      openPostingCount: row.open_posting_count,
    },
    headcount: row.headcount,
    workHours: row.work_hours,
    workDays: row.work_days
      ? { cd: row.work_days, name: codeBook.name(CODE_GROUPS.holidayType, row.work_days) }
      : null,
    workDaysNote: row.work_days_note,
    descriptionHtml: row.description_html,
    duties: row.duties,
    qualifications: row.qualifications,
    preferred: row.preferred,
    preferredCerts: row.preferred_certs.map((cd) => ({ cd, name: certNames.get(cd) ?? cd })),
    processSteps: row.process_steps,
    documents: row.documents,
    applyMethod: row.apply_method as ApplyMethod,
    applyUrl: row.apply_url,
    welfare: named(CODE_GROUPS.welfare, row.welfare_codes),
    benefits: row.benefits,
    preferentials: named(CODE_GROUPS.preferential, row.preferential_codes),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    interestCount: row.interest_count,
    today,
  };
}
