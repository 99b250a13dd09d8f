import { describe, expect, it } from 'vitest';
import { decideStage, type StageState } from './stage-rules';

/** Three stages: 서류전형 (0), 1차 면접 (1), 2차 면접 (2, final). */
const at = (currentStage: number, status: StageState['status'] = 'active'): StageState => ({
  status,
  currentStage,
  stageCount: 3,
  destroyed: false,
});

describe('decideStage', () => {
  it('passes the current stage into the next, counting the applicant there', () => {
    expect(decideStage(at(0), 0, 'pass')).toEqual({
      kind: 'change',
      change: {
        status: 'active',
        currentStage: 1,
        decidedAt: 'clear',
        event: { kind: 'passed', stageNo: 0 },
        countStage: 1,
      },
    });
  });

  it('passes a failed application at its stage (a corrected result)', () => {
    const outcome = decideStage(at(1, 'failed'), 1, 'pass');
    expect(outcome).toMatchObject({
      kind: 'change',
      change: { status: 'active', currentStage: 2 },
    });
  });

  it('801: the final stage cannot be passed, only hired', () => {
    expect(decideStage(at(2), 2, 'pass')).toEqual({
      kind: 'refused',
      refusal: { code: 'STAGE_IS_FINAL' },
    });
    expect(decideStage(at(2, 'hired'), 2, 'pass')).toEqual({
      kind: 'refused',
      refusal: { code: 'STAGE_IS_FINAL' },
    });
  });

  it('hires at the final stage and stamps the decision', () => {
    expect(decideStage(at(2), 2, 'hire')).toEqual({
      kind: 'change',
      change: {
        status: 'hired',
        currentStage: 2,
        decidedAt: 'set',
        event: { kind: 'hired', stageNo: 2 },
        countStage: null,
      },
    });
  });

  it('802: hiring at a stage that is not final is refused', () => {
    expect(decideStage(at(1), 1, 'hire')).toEqual({
      kind: 'refused',
      refusal: { code: 'STAGE_NOT_FINAL' },
    });
  });

  it('a one-stage posting hires at 서류전형 and refuses a pass there', () => {
    const single = { ...at(0), stageCount: 1 };
    expect(decideStage(single, 0, 'hire')).toMatchObject({ kind: 'change' });
    expect(decideStage(single, 0, 'pass')).toMatchObject({ refusal: { code: 'STAGE_IS_FINAL' } });
  });

  it('fails at the current stage, also a hired one (a corrected final result)', () => {
    expect(decideStage(at(1), 1, 'fail')).toEqual({
      kind: 'change',
      change: {
        status: 'failed',
        currentStage: 1,
        decidedAt: 'set',
        event: { kind: 'failed', stageNo: 1 },
        countStage: null,
      },
    });
    expect(decideStage(at(2, 'hired'), 2, 'fail')).toMatchObject({
      change: { status: 'failed' },
    });
  });

  it('pending reopens a failed or hired result and clears the decision', () => {
    for (const status of ['failed', 'hired'] as const) {
      expect(decideStage(at(2, status), 2, 'pending')).toEqual({
        kind: 'change',
        change: {
          status: 'active',
          currentStage: 2,
          decidedAt: 'clear',
          event: { kind: 'reopened', stageNo: 2 },
          countStage: null,
        },
      });
    }
  });

  it('803: every result at a stage before the current one is fixed', () => {
    for (const result of ['pass', 'fail', 'hire', 'pending'] as const) {
      expect(decideStage(at(2), 1, result)).toEqual({
        kind: 'refused',
        refusal: { code: 'STAGE_FIXED_LATER' },
      });
      expect(decideStage(at(1, 'failed'), 0, result)).toMatchObject({
        refusal: { code: 'STAGE_FIXED_LATER' },
      });
    }
  });

  it('a stage the application has not reached, or the posting does not have, is refused', () => {
    expect(decideStage(at(0), 1, 'fail')).toMatchObject({ refusal: { code: 'not-reached' } });
    expect(decideStage(at(0), 3, 'fail')).toMatchObject({ refusal: { code: 'no-such-stage' } });
  });

  it('the same result again changes nothing (no second notice)', () => {
    expect(decideStage(at(1, 'failed'), 1, 'fail')).toEqual({ kind: 'unchanged' });
    expect(decideStage(at(2, 'hired'), 2, 'hire')).toEqual({ kind: 'unchanged' });
    expect(decideStage(at(1), 1, 'pending')).toEqual({ kind: 'unchanged' });
  });

  it('a cancelled or destroyed application is never decided on', () => {
    expect(decideStage(at(0, 'cancelled'), 0, 'pass')).toMatchObject({
      refusal: { code: 'cancelled' },
    });
    expect(decideStage({ ...at(1, 'failed'), destroyed: true }, 1, 'pending')).toMatchObject({
      refusal: { code: 'destroyed' },
    });
  });
});
