import { COMMUNITY_LIMITS, groupDigits } from '@ilteo/contract';
import { useEditorState, type Editor } from '@tiptap/react';

export const BODY_MESSAGES = {
  tooLong: `내용은 ${groupDigits(COMMUNITY_LIMITS.bodyText)}자 이하로 입력해 주세요.`,
  tooShort: `내용을 ${String(COMMUNITY_LIMITS.bodyTextMin)}자 이상 입력해 주세요.`,
  htmlTooLong: '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.',
} as const;

/** The text a reader sees, counted as the server counts it (blocks apart, spaces collapsed). */
export function bodyTextLength(editor: Editor): number {
  return editor.getText({ blockSeparator: ' ' }).replace(/\s+/g, ' ').trim().length;
}

export interface BodyMeasure {
  text: number;
  html: number;
}

export function measureBody(editor: Editor): BodyMeasure {
  return { text: bodyTextLength(editor), html: editor.getHTML().length };
}

/** Why the body cannot be sent as it is, or null. */
export function bodyProblem({ text, html }: BodyMeasure): string | null {
  if (text > COMMUNITY_LIMITS.bodyText) return BODY_MESSAGES.tooLong;
  if (html > COMMUNITY_LIMITS.bodyHtml) return BODY_MESSAGES.htmlTooLong;
  return null;
}

/**
 * The character count under the editor. It follows the editor through
 * useEditorState, so typing re-renders this line only: the editor's
 * content is never rendered from React state (that round trip per
 * keystroke is what breaks Korean IME composition).
 */
export function BodyStats({ editor, id }: { editor: Editor; id: string }) {
  const measure = useEditorState({ editor, selector: ({ editor: e }) => measureBody(e) });
  const problem = bodyProblem(measure);
  return (
    <div id={id} className="post-editor__stats">
      <p className={problem ? 'post-editor__count post-editor__count--over' : 'post-editor__count'}>
        <span className="sr-only">글자 수 </span>
        {groupDigits(measure.text)} / {groupDigits(COMMUNITY_LIMITS.bodyText)}자
      </p>
      {/* Announced when it appears, not on every keystroke as the count would be. */}
      <p className="field__error" role="alert">
        {problem ?? ''}
      </p>
    </div>
  );
}
