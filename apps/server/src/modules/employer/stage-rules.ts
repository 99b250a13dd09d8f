import type { ApplicationStatus, StageResult } from '@ilteo/contract';

/**
 * The spec's screening-stage rules (801–803) as one pure function, so every
 * branch is unit-tested without a database (stage-rules.test.ts) and the
 * service only applies what it answers. Earlier stages are passed
 * implicitly: an application in stage 2 has passed stages 0 and 1.
 */

export interface StageState {
  status: ApplicationStatus;
  currentStage: number;
  /** How many screening stages the application has (its stored `stages`). */
  stageCount: number;
  /** The snapshot was destroyed (retention or the member's request). */
  destroyed: boolean;
}

/** What a decision does, when it is allowed. */
export interface StageChange {
  status: Exclude<ApplicationStatus, 'cancelled'>;
  currentStage: number;
  /** 'set' stamps decided_at now (a final result), 'clear' empties it, 'keep' leaves it. */
  decidedAt: 'set' | 'clear' | 'keep';
  /** The timeline's line (what the member sees), with its stage. */
  event: { kind: 'passed' | 'failed' | 'hired' | 'reopened'; stageNo: number };
  /** The stage whose applicant count (경쟁률) goes up by one, if any. */
  countStage: number | null;
}

/**
 * Why a decision is refused: the spec's codes, or a plain refusal with its
 * reason (cancelled, destroyed, a stage the application has not reached, a
 * stage the posting does not have).
 */
export type StageRefusal =
  | { code: 'STAGE_IS_FINAL' | 'STAGE_NOT_FINAL' | 'STAGE_FIXED_LATER' }
  | { code: 'cancelled' | 'destroyed' | 'not-reached' | 'no-such-stage' };

export type StageOutcome =
  | { kind: 'change'; change: StageChange }
  /** The application is already where the decision would put it: nothing is written or sent. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: StageRefusal };

const refused = (refusal: StageRefusal): StageOutcome => ({ kind: 'refused', refusal });

export function decideStage(state: StageState, stageNo: number, result: StageResult): StageOutcome {
  if (state.status === 'cancelled') return refused({ code: 'cancelled' });
  if (stageNo < 0 || stageNo >= state.stageCount) return refused({ code: 'no-such-stage' });
  // 803: a later stage already holds the application, so this stage's result is fixed.
  if (stageNo < state.currentStage) return refused({ code: 'STAGE_FIXED_LATER' });
  if (stageNo > state.currentStage) return refused({ code: 'not-reached' });
  // Its documents are gone: taking a result back would screen someone the company can no longer read.
  if (state.destroyed) return refused({ code: 'destroyed' });

  const final = stageNo === state.stageCount - 1;
  switch (result) {
    case 'pass':
      // 801: passing the final stage is 최종 합격, which is `hire`.
      if (final) return refused({ code: 'STAGE_IS_FINAL' });
      return {
        kind: 'change',
        change: {
          status: 'active',
          currentStage: stageNo + 1,
          decidedAt: 'clear',
          event: { kind: 'passed', stageNo },
          countStage: stageNo + 1,
        },
      };
    case 'hire':
      // 802: only the final stage's result can be 최종 합격.
      if (!final) return refused({ code: 'STAGE_NOT_FINAL' });
      if (state.status === 'hired') return { kind: 'unchanged' };
      return {
        kind: 'change',
        change: {
          status: 'hired',
          currentStage: stageNo,
          decidedAt: 'set',
          event: { kind: 'hired', stageNo },
          countStage: null,
        },
      };
    case 'fail':
      if (state.status === 'failed') return { kind: 'unchanged' };
      return {
        kind: 'change',
        change: {
          status: 'failed',
          currentStage: stageNo,
          decidedAt: 'set',
          event: { kind: 'failed', stageNo },
          countStage: null,
        },
      };
    case 'pending':
      if (state.status === 'active') return { kind: 'unchanged' };
      return {
        kind: 'change',
        change: {
          status: 'active',
          currentStage: stageNo,
          decidedAt: 'clear',
          event: { kind: 'reopened', stageNo },
          countStage: null,
        },
      };
  }
}
