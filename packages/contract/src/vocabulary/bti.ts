/**
 * 직업 성향 검사 (issue 24, decision 0039): a RIASEC interest test, 60 items,
 * 10 per type, on a 5-point scale. Plain values (decision 0020); the items
 * themselves are served by the API (modules/bti/items.ts).
 */

/** Holland's six interest types, in the order scores are kept. */
export const RIASEC_TYPES = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
} as const;
export type RiasecType = keyof typeof RIASEC_TYPES;
export const RIASEC_ORDER = ['R', 'I', 'A', 'S', 'E', 'C'] as const satisfies readonly RiasecType[];

export const BTI_ITEM_COUNT = 60;
export const BTI_ITEMS_PER_TYPE = 10;

/** The answer scale: 1–5. */
export const BTI_SCALE = {
  1: '전혀 좋아하지 않음',
  2: '좋아하지 않음',
  3: '보통',
  4: '좋아함',
  5: '매우 좋아함',
} as const;
export const BTI_SCALE_MIN = 1;
export const BTI_SCALE_MAX = 5;

/** Whether a company may see the result of its request. */
export const BTI_SHARE_STATES = {
  shared: '공유함',
  declined: '공유하지 않음',
} as const;
export type BtiShareState = keyof typeof BTI_SHARE_STATES;
