import { groupDigits } from '@ilteo/contract';

/**
 * What one screen's body may hold. Each screen passes its own (the
 * community's post, the console's guide article, a notice), so the editor
 * counts and refuses against the limits its server enforces.
 */
export interface EditorLimits {
  /** Characters of visible text. */
  bodyText: number;
  /** Characters of visible text the body needs at least (the form checks it at submit). */
  bodyTextMin: number;
  /** Characters of the HTML the editor produces. */
  bodyHtml: number;
  /** Images one body may hold. */
  images: number;
}

export function bodyMessages(limits: EditorLimits) {
  return {
    tooLong: `내용은 ${groupDigits(limits.bodyText)}자 이하로 입력해 주세요.`,
    tooShort: `내용을 ${String(limits.bodyTextMin)}자 이상 입력해 주세요.`,
    htmlTooLong: '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.',
  } as const;
}
