import type { InterviewReview, MyInterviewReview } from '@ilteo/contract';
import type { InterviewRow } from './interview-repository';
import { monthOf, preview } from './presenter';
import { jobName } from './search-documents';

/**
 * The fields of an interview review that leave the server: never the
 * author, the month it was written. Without full access the questions are
 * cut to their first characters and the tips left out (give-to-get).
 */
export function presentInterview(
  r: InterviewRow,
  postingTitle: string | null,
  view: { full: boolean; mine: boolean },
): InterviewReview {
  const full = view.full || view.mine;
  const questions = full ? { text: r.questions, cut: false } : preview(r.questions);
  return {
    recruitReviewId: r.recruitReviewId,
    jobName: jobName(r.jobCode),
    postingTitle,
    interviewMonth: r.interviewMonth,
    route: r.route as InterviewReview['route'],
    difficulty: r.difficulty,
    experience: r.experience as InterviewReview['experience'],
    questions: questions.text,
    tips: full ? r.tips : '',
    truncated: questions.cut || (!full && r.tips.length > 0),
    result: r.result as InterviewReview['result'],
    writtenMonth: monthOf(r.createdAt),
    mine: view.mine,
  };
}

export function presentMyInterview(
  r: InterviewRow,
  companyName: string,
  postingTitle: string | null,
): MyInterviewReview {
  return {
    ...presentInterview(r, postingTitle, { full: true, mine: true }),
    companyId: r.companyId,
    companyName,
    jobCode: r.jobCode,
    postingId: r.postingId,
    applicationId: r.applicationId,
    state: r.state as MyInterviewReview['state'],
    rejectReason: r.rejectReason,
    heldUntil: r.heldUntil?.toISOString() ?? null,
    objection: r.objection,
  };
}
