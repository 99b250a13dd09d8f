import { groupDigits } from '@ilteo/contract';
import { useEditorState, type Editor } from '@tiptap/react';
import { bodyMessages, type EditorLimits } from './limits';

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
export function bodyProblem({ text, html }: BodyMeasure, limits: EditorLimits): string | null {
  if (text > limits.bodyText) return bodyMessages(limits).tooLong;
  if (html > limits.bodyHtml) return bodyMessages(limits).htmlTooLong;
  return null;
}

/**
 * The character count under the editor. It follows the editor through
 * useEditorState, so typing re-renders this line only: the editor's
 * content is never rendered from React state (that round trip per
 * keystroke is what breaks Korean IME composition).
 */
export function BodyStats({
  editor,
  id,
  limits,
}: {
  editor: Editor;
  id: string;
  limits: EditorLimits;
}) {
  // A destroyed editor (useEditor replaces it when its screen re-mounts, e.g.
  // after a Suspense boundary above hid it) has no schema to read text with.
  const measure = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.isDestroyed ? { text: 0, html: 0 } : measureBody(e)),
  });
  const problem = bodyProblem(measure, limits);
  return (
    <div id={id} className="post-editor__stats">
      <p className={problem ? 'post-editor__count post-editor__count--over' : 'post-editor__count'}>
        <span className="sr-only">글자 수 </span>
        {groupDigits(measure.text)} / {groupDigits(limits.bodyText)}자
      </p>
      {/* Announced when it appears, not on every keystroke as the count would be. */}
      <p className="field__error" role="alert">
        {problem ?? ''}
      </p>
    </div>
  );
}
