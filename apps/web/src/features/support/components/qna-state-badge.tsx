import { QNA_STATES, type QnaState } from '@ilteo/contract';

/** 답변 대기 / 답변 완료, as text (the colour only repeats it). */
export function QnaStateBadge({ state }: { state: QnaState }) {
  return <span className={`qna-state qna-state--${state}`}>{QNA_STATES[state]}</span>;
}
