/**
 * Certificate (자격증) and language-test (어학시험) reference data, seeded by
 * migration into the certificate, exam_round and language-test tables.
 */
export { CERTIFICATES } from './certificates';
export { LANGUAGE_TESTS } from './language-tests';
export type {
  CertificateRow,
  ExamRound,
  Grade,
  LanguageTestRow,
  LanguageTestSession,
  QualificationKind,
} from './types';
