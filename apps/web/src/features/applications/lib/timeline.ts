import {
  RETURN_REQUEST_LABELS,
  type ApplicationDetail,
  type ApplicationEventKind,
} from '@ilteo/contract';

/**
 * An application's status timeline (issue 19): what happened, from its
 * events, then what is still ahead while it is in progress:
 * 지원완료 → 열람 → 서류 합격/불합격 → 면접 … → 최종 합격/불합격, or 지원취소.
 * Stage names are the posting's own, as stored on the application.
 */

export type StepState = 'done' | 'failed' | 'current' | 'upcoming';

export interface TimelineStep {
  key: string;
  label: string;
  state: StepState;
  /** When it happened (ISO), for done and failed steps. */
  at: string | null;
}

type TimelineSource = Pick<
  ApplicationDetail,
  'kind' | 'status' | 'viewed' | 'currentStage' | 'stages' | 'events' | 'returnRequest'
>;

const stageName = (stages: readonly string[], stageNo: number | null): string =>
  stages[stageNo ?? 0] ?? `${String((stageNo ?? 0) + 1)}차 전형`;

/** A failure at the last of several stages is the final result; earlier ones name their stage. */
const isLastOfMany = (stages: readonly string[], stageNo: number | null) =>
  stages.length > 1 && (stageNo ?? 0) === stages.length - 1;

function eventLabel(a: TimelineSource, kind: ApplicationEventKind, stageNo: number | null): string {
  const stage = stageName(a.stages, stageNo);
  switch (kind) {
    case 'submitted':
      return '지원완료';
    case 'viewed':
      return '열람';
    case 'passed':
      return `${stage} 합격`;
    case 'failed':
      return isLastOfMany(a.stages, stageNo) ? '최종 불합격' : `${stage} 불합격`;
    case 'hired':
      return '최종 합격';
    case 'reopened':
      // The company took a result back; shown, so nothing the member saw silently disappears.
      return `${stage} 결과 재검토`;
    case 'cancelled':
      return '지원취소';
    case 'return-requested':
      return a.returnRequest
        ? `${RETURN_REQUEST_LABELS[a.returnRequest]} 요청`
        : '채용서류 반환·파기 요청';
    case 'destroyed':
      return '채용서류 파기';
  }
}

export function buildTimeline(a: TimelineSource): TimelineStep[] {
  const steps: TimelineStep[] = a.events.map((e, i) => ({
    key: `event-${String(i)}`,
    label: eventLabel(a, e.kind, e.stageNo),
    state: e.kind === 'failed' ? 'failed' : 'done',
    at: e.at,
  }));
  if (a.kind !== 'platform' || a.status !== 'active') return steps;

  if (!a.viewed) steps.push({ key: 'next-viewed', label: '열람 대기', state: 'current', at: null });
  a.stages.forEach((name, stageNo) => {
    if (stageNo < a.currentStage) return;
    const current = a.viewed && stageNo === a.currentStage;
    steps.push({
      key: `next-stage-${String(stageNo)}`,
      label: current ? `${name} 진행 중` : name,
      state: current ? 'current' : 'upcoming',
      at: null,
    });
  });
  steps.push({ key: 'next-final', label: '최종 결과', state: 'upcoming', at: null });
  return steps;
}
