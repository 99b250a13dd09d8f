import type { FastifyInstance } from 'fastify';
import {
  REVIEW_LIMITS,
  REVIEW_STATES,
  contentPath,
  idFromText,
  reportedContentPath,
  type ContentKind,
  type ContentState,
  type ReviewState,
} from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { escapeHtml } from '../../lib/html-escape';
import type {
  AuthoredHooks,
  AuthoredItem,
  ContentReader,
  ModeratedContent,
  ModeratedState,
  ModerationHooks,
} from '../content';
import { interviewRepository } from './interview-repository';
import { deleteInterview } from './interview-service';
import { reviewPolicy } from './policy';
import { preview } from './presenter';
import { reviewRepository } from './repository';
import { firstQuestion, jobName } from './search-documents';
import {
  publishInterviewReview,
  publishReview,
  unpublishInterviewReview,
  unpublishReview,
} from './stats';

/**
 * What only this area knows of its two kinds, handed to the registry at
 * start-up: moderation (describe, set the visible state through
 * publish/unpublish, so stats and search follow) and 작성 이력.
 */

/** A review state as the shared content states name it: the screening states read as shown or not. */
function contentState(state: string): ContentState {
  if (state === 'blinded' || state === 'removed' || state === 'deleted') return state;
  // pending, rejected and held are the author's to see in 작성 이력 (the context says which).
  return 'published';
}

const asHtml = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

function pathOf(kind: ContentKind, id: number, state: string): string {
  return state === 'blinded' || state === 'removed'
    ? reportedContentPath(kind, String(id))
    : contentPath(kind, String(id));
}

/** The company, and the review's state when it is not simply shown. */
function contextOf(companyName: string, state: string): string {
  return state === 'published' || state === 'blinded' || state === 'removed'
    ? companyName
    : `${companyName} · ${REVIEW_STATES[state as ReviewState]}`;
}

const notTheirs = (): AppError =>
  new AppError('PERMISSION_DENIED', { message: '본인이 작성한 리뷰만 삭제할 수 있습니다.' });
const frozen = (): AppError => rejected.badRequest('신고로 가려진 리뷰는 삭제할 수 없습니다.');
const memberActor = (userId: string): Actor => ({ kind: 'account', userId, role: 'member' });

function parseIds(ids: readonly string[]): number[] {
  const parsed = ids.map(idFromText);
  if (parsed.some((id) => id === undefined)) throw notTheirs();
  return [...new Set(parsed as number[])].sort((a, b) => a - b);
}

/**
 * Moderation restores only what it hid: 'published' on an item it did not
 * blind or remove (pending, rejected, held, deleted) changes nothing, so a
 * report's decision never skips screening.
 */
function nextState(current: string, wanted: ModeratedState): ReviewState | null {
  if (current === 'deleted' || current === wanted) return null;
  if (wanted === 'published')
    return current === 'blinded' || current === 'removed' ? 'published' : null;
  return wanted;
}

const reviewModeration: ModerationHooks = {
  async describe(db: ContentReader, id: string): Promise<ModeratedContent | null> {
    const reviewId = idFromText(id);
    if (reviewId === undefined) return null;
    const row = await reviewRepository.byId(db, reviewId);
    if (!row) return null;
    return {
      authorId: row.userId,
      title: row.title,
      bodyHtml: asHtml(
        `장점\n${row.pros}\n\n단점\n${row.cons}\n\n경영진에게 바라는 점\n${row.advice}`,
      ),
      state: contentState(row.state),
      path: contentPath('company-review', id),
    };
  },
  async setState(tx: Transaction, id: string, state: ModeratedState): Promise<void> {
    const reviewId = idFromText(id);
    if (reviewId === undefined) return;
    const row = await reviewRepository.lock(tx, reviewId);
    const to = row ? nextState(row.state, state) : null;
    if (!to) return;
    if (to === 'published') await publishReview(tx, reviewId);
    else await unpublishReview(tx, reviewId, to);
  },
};

const interviewModeration: ModerationHooks = {
  async describe(db: ContentReader, id: string): Promise<ModeratedContent | null> {
    const recruitReviewId = idFromText(id);
    if (recruitReviewId === undefined) return null;
    const row = await interviewRepository.byId(db, recruitReviewId);
    if (!row) return null;
    return {
      authorId: row.userId,
      title: `${jobName(row.jobCode)} 면접 후기`,
      bodyHtml: asHtml(`면접 질문\n${row.questions}\n\n답변 팁\n${row.tips}`),
      state: contentState(row.state),
      path: contentPath('interview-review', id),
    };
  },
  async setState(tx: Transaction, id: string, state: ModeratedState): Promise<void> {
    const recruitReviewId = idFromText(id);
    if (recruitReviewId === undefined) return;
    const row = await interviewRepository.lock(tx, recruitReviewId);
    const to = row ? nextState(row.state, state) : null;
    if (!to) return;
    if (to === 'published') await publishInterviewReview(tx, recruitReviewId);
    else await unpublishInterviewReview(tx, recruitReviewId, to);
  },
};

const FROZEN = new Set(['blinded', 'removed', 'deleted']);

/** 작성 이력 "내 리뷰": the member's reviews in every state but deleted. */
const authoredReviews = (now: () => Date): AuthoredHooks => ({
  async list(db, userId, page, size) {
    const { rows, total } = await reviewRepository.authored(db, userId, size, (page - 1) * size);
    return {
      total,
      rows: rows.map(({ review: r, companyName }): AuthoredItem => ({
        id: String(r.reviewId),
        title: r.title,
        excerpt: preview(r.pros).text,
        context: contextOf(companyName, r.state),
        state: contentState(r.state),
        path: pathOf('company-review', r.reviewId, r.state),
        createdAt: r.createdAt,
      })),
    };
  },
  async remove(tx: Transaction, userId: string, ids: readonly string[]) {
    const actor = memberActor(userId);
    const wanted = parseIds(ids);
    for (const id of wanted) {
      const row = await reviewRepository.lock(tx, id);
      if (!row || !reviewPolicy.can(actor, 'change', { ownerId: row.userId })) throw notTheirs();
      if (FROZEN.has(row.state)) throw frozen();
    }
    for (const id of wanted) await unpublishReview(tx, id, 'deleted', now());
    return wanted.length;
  },
});

/** 작성 이력 "내 면접 후기". */
const authoredInterviews = (now: () => Date): AuthoredHooks => ({
  async list(db, userId, page, size) {
    const { rows, total } = await interviewRepository.authored(db, userId, size, (page - 1) * size);
    return {
      total,
      rows: rows.map(({ review: r, companyName }): AuthoredItem => ({
        id: String(r.recruitReviewId),
        title: `${jobName(r.jobCode)} 면접 후기`,
        excerpt: Array.from(firstQuestion(r.questions))
          .slice(0, REVIEW_LIMITS.previewChars)
          .join(''),
        context: contextOf(companyName, r.state),
        state: contentState(r.state),
        path: pathOf('interview-review', r.recruitReviewId, r.state),
        createdAt: r.createdAt,
      })),
    };
  },
  async remove(tx: Transaction, userId: string, ids: readonly string[]) {
    const actor = memberActor(userId);
    const wanted = parseIds(ids);
    for (const id of wanted) {
      const row = await interviewRepository.lock(tx, id);
      if (!row || !reviewPolicy.can(actor, 'change', { ownerId: row.userId })) throw notTheirs();
      if (FROZEN.has(row.state)) throw frozen();
    }
    for (const id of wanted) await deleteInterview(tx, id, now());
    return wanted.length;
  },
});

export function provideReviewKinds(app: FastifyInstance): void {
  app.contentKinds.provide('company-review', {
    moderation: reviewModeration,
    authored: authoredReviews(app.clock),
  });
  app.contentKinds.provide('interview-review', {
    moderation: interviewModeration,
    authored: authoredInterviews(app.clock),
  });
}
