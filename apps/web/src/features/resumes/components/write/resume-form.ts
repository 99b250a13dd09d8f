import {
  RESUME_LIMITS,
  type ResumeContent,
  type ResumeContentInput,
  type ResumeSection,
} from '@ilteo/contract';
import { useFormContext, type FieldPath } from 'react-hook-form';

/** The form holds the content as typed; the resolver hands the parsed content to submit. */
export type ResumeFormValues = ResumeContentInput;
export type ResumeFieldPath = FieldPath<ResumeFormValues>;

/** Every section component reads the one form through its context. */
export const useResumeForm = () => useFormContext<ResumeFormValues, unknown, ResumeContent>();

/** The id of a section's region, so the progress list can link to it. */
export const sectionAnchor = (section: ResumeSection) => `resume-section-${section}`;

/** '' → null, digits → a number: money fields are optional whole numbers. */
export const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isNaN(n) ? null : n;
};

/** Keeps only digits in a numeric text input (dates, money), as it is typed. */
export const keepDigits = (event: { currentTarget: HTMLInputElement }) => {
  const input = event.currentTarget;
  const digits = input.value.replace(/\D/g, '');
  if (digits !== input.value) input.value = digits;
};

/** New, empty entries of the repeated sections. */
export const NEW_ENTRY = {
  education: () => ({
    level: 'UNIVERSITY' as const,
    school: '',
    major: '',
    start: '',
    end: '',
    status: 'GRADUATED' as const,
    grade: null,
  }),
  work: () => ({
    company: '',
    department: '',
    position: '',
    jobs: [],
    start: '',
    end: '',
    current: false,
    duties: '',
    salary: null,
    fromLookup: false,
  }),
  certificate: () => ({ code: '', issuer: '', acquiredOn: '' }),
  language: () => ({ code: '', score: '', takenOn: '' }),
  award: () => ({ title: '', issuer: '', awardedOn: '', description: '' }),
  activity: () => ({
    kind: 'EXTERNAL' as const,
    organization: '',
    start: '',
    end: '',
    description: '',
  }),
  overseas: () => ({ country: '', start: '', end: '', description: '' }),
  essay: () => ({ question: '', answer: '', limit: RESUME_LIMITS.essayLimitDefault }),
  link: () => ({ label: '', url: '' }),
};
