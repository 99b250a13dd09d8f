import { describe, expect, it } from 'vitest';
import { detail } from '../routes/status-fixtures.test-data';
import { buildTimeline } from './timeline';

const labels = (a: Parameters<typeof buildTimeline>[0]) =>
  buildTimeline(a).map((s) => `${s.label}:${s.state}`);

describe('buildTimeline', () => {
  it('shows an unopened application waiting to be opened, then the stages ahead', () => {
    expect(labels(detail())).toEqual([
      '지원완료:done',
      '열람 대기:current',
      '서류전형:upcoming',
      '1차 면접:upcoming',
      '2차 면접:upcoming',
      '최종 결과:upcoming',
    ]);
  });

  it('names passed stages and marks the current one', () => {
    const a = detail({
      viewed: true,
      currentStage: 1,
      events: [
        { kind: 'submitted', stageNo: null, at: '2026-03-02T01:30:00.000Z' },
        { kind: 'viewed', stageNo: null, at: '2026-03-03T01:30:00.000Z' },
        { kind: 'passed', stageNo: 0, at: '2026-03-05T01:30:00.000Z' },
      ],
    });
    expect(labels(a)).toEqual([
      '지원완료:done',
      '열람:done',
      '서류전형 합격:done',
      '1차 면접 진행 중:current',
      '2차 면접:upcoming',
      '최종 결과:upcoming',
    ]);
  });

  it('ends at a result: a failure at the last of several stages is 최종 불합격', () => {
    const base = { viewed: true, currentStage: 2 } as const;
    const failed = detail({
      ...base,
      status: 'failed',
      events: [
        { kind: 'submitted', stageNo: null, at: '2026-03-02T00:00:00.000Z' },
        { kind: 'failed', stageNo: 2, at: '2026-03-09T00:00:00.000Z' },
      ],
    });
    expect(labels(failed)).toEqual(['지원완료:done', '최종 불합격:failed']);

    const early = detail({
      ...base,
      currentStage: 0,
      status: 'failed',
      events: [{ kind: 'failed', stageNo: 0, at: '2026-03-09T00:00:00.000Z' }],
    });
    expect(labels(early)).toEqual(['서류전형 불합격:failed']);

    const hired = detail({
      ...base,
      status: 'hired',
      events: [{ kind: 'hired', stageNo: 2, at: '2026-03-09T00:00:00.000Z' }],
    });
    expect(labels(hired)).toEqual(['최종 합격:done']);
  });

  it('shows a cancellation, a taken-back result and a return request as they happened', () => {
    const cancelled = detail({
      status: 'cancelled',
      events: [
        { kind: 'submitted', stageNo: null, at: '2026-03-02T00:00:00.000Z' },
        { kind: 'cancelled', stageNo: null, at: '2026-03-02T02:00:00.000Z' },
        { kind: 'destroyed', stageNo: null, at: '2026-03-02T02:00:00.000Z' },
      ],
    });
    expect(labels(cancelled)).toEqual(['지원완료:done', '지원취소:done', '채용서류 파기:done']);

    const reopened = detail({
      viewed: true,
      status: 'failed',
      returnRequest: 'destroy',
      events: [
        { kind: 'failed', stageNo: 0, at: '2026-03-04T00:00:00.000Z' },
        { kind: 'reopened', stageNo: 0, at: '2026-03-05T00:00:00.000Z' },
        { kind: 'failed', stageNo: 0, at: '2026-03-06T00:00:00.000Z' },
        { kind: 'return-requested', stageNo: null, at: '2026-03-07T00:00:00.000Z' },
      ],
    });
    expect(labels(reopened)).toEqual([
      '서류전형 불합격:failed',
      '서류전형 결과 재검토:done',
      '서류전형 불합격:failed',
      '채용서류 파기 요청:done',
    ]);
  });

  it('adds nothing ahead for an external application', () => {
    expect(labels(detail({ kind: 'external', events: [] }))).toEqual([]);
  });
});
