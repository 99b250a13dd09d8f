import { CODE_GROUPS } from '@ilteo/contract';
import type { companyReview, interviewReview } from '../../db/schema';
import { searchText } from '../../lib/search-grams';
import { codeBook } from '../postings';
import type { IndexedDocument } from '../search';

/**
 * The search documents of published reviews (decision 0024). They carry
 * nothing of the author: a review is found by its title and pros, an
 * interview review by its company, job and first question.
 */

type ReviewRow = typeof companyReview.$inferSelect;
type InterviewRow = typeof interviewReview.$inferSelect;

export const jobName = (jobCode: string): string => codeBook.name(CODE_GROUPS.job, jobCode);

export function reviewSearchDocument(
  review: Pick<ReviewRow, 'reviewId' | 'title' | 'pros' | 'overall' | 'jobCode' | 'helpfulCount'>,
  companyName: string,
): IndexedDocument {
  return {
    kind: 'company-review',
    refId: String(review.reviewId),
    title: review.title,
    subtitle: companyName,
    meta: [`★ ${String(review.overall)}`, jobName(review.jobCode)],
    searchText: searchText([review.title, review.pros, companyName]),
    rank: review.helpfulCount,
  };
}

/** The first non-empty line of the questions. */
export function firstQuestion(questions: string): string {
  return (
    questions
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? ''
  );
}

export function interviewSearchDocument(
  review: Pick<InterviewRow, 'recruitReviewId' | 'jobCode' | 'questions'>,
  companyName: string,
): IndexedDocument {
  const job = jobName(review.jobCode);
  return {
    kind: 'interview-review',
    refId: String(review.recruitReviewId),
    title: `${companyName} ${job} 면접 후기`,
    subtitle: companyName,
    meta: [job],
    searchText: searchText([companyName, job, firstQuestion(review.questions)]),
    rank: 0,
  };
}
