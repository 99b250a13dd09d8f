import { CONSULTING_LIMITS, type Annotation } from '@ilteo/contract';
import { rejected } from '../../http/errors';
import type { ConsultingItemText } from './repository';

export const NO_ESSAYS_IN_RESUME =
  '선택한 이력서에 작성된 자기소개서가 없습니다. 문항과 답변을 직접 입력해 주세요.';

const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

const isEssay = (value: unknown): value is { question: string; answer: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { question?: unknown }).question === 'string' &&
  typeof (value as { answer?: unknown }).answer === 'string';

/**
 * The résumé's 자기소개서 items as the request's snapshot: the answered
 * ones, in the résumé's order, as many as a request holds, each cut to the
 * request's limits (a résumé answer may be longer than a request takes).
 * Later edits of the résumé do not change the request.
 */
export function essaySnapshot(essays: unknown): ConsultingItemText[] {
  if (!Array.isArray(essays)) return [];
  return essays
    .filter(isEssay)
    .map((e) => ({ question: e.question.trim(), answer: e.answer.trim() }))
    .filter((e) => e.answer.length > 0)
    .slice(0, CONSULTING_LIMITS.items)
    .map((e) => ({
      question: clip(e.question.length > 0 ? e.question : '자기소개서', CONSULTING_LIMITS.question),
      answer: clip(e.answer, CONSULTING_LIMITS.answer),
    }));
}

/**
 * Each comment must point at a passage of the text the member sent: an
 * existing item, 0 ≤ start < end ≤ the answer's length (UTF-16 offsets, as
 * the browser's selection gives them) and the quote equal to that passage.
 * The first wrong one is refused (400) by its place in the list.
 */
export function checkAnnotations(items: ConsultingItemText[], annotations: Annotation[]): void {
  annotations.forEach((a, index) => {
    const field = `annotations.${String(index)}`;
    const number = `${String(index + 1)}번째 코멘트`;
    const item = items[a.itemIndex];
    if (!item) {
      throw rejected.field(field, `${number}가 가리키는 문항이 없습니다.`);
    }
    if (a.start >= a.end || a.end > item.answer.length) {
      throw rejected.field(field, `${number}의 위치가 답변 범위를 벗어났습니다.`);
    }
    if (item.answer.slice(a.start, a.end) !== a.quote) {
      throw rejected.field(field, `${number}의 인용 구절이 답변과 일치하지 않습니다.`);
    }
  });
}
