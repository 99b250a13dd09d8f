import { GUIDE_LIMITS } from '@ilteo/contract';
import { useImperativeHandle, type Ref } from 'react';
import {
  RichTextEditor,
  imageSaveNames,
  useRichTextEditor,
  type EditorLimits,
} from '@/shared/ui/rich-text-editor';

/** What the guide form's body may hold: GUIDE_LIMITS on the HTML, a generous text bound. */
export const GUIDE_EDITOR_LIMITS: EditorLimits = {
  bodyText: Math.floor(GUIDE_LIMITS.bodyHtml / 2),
  bodyTextMin: 1,
  bodyHtml: GUIDE_LIMITS.bodyHtml,
  images: 20,
};

/** What the form reads from the editor when it submits. */
export interface GuideBodyHandle {
  html(): string;
  text(): string;
  images(): string[];
}

/**
 * The article body in the shared rich-text editor. Loaded on its own
 * (lazily, with TipTap) by the edit page, so the console's list and other
 * screens never carry the editor.
 */
export default function GuideBodyEditor({
  initialHtml,
  labelId,
  error,
  disabled,
  onChange,
  handle,
}: {
  initialHtml: string;
  labelId: string;
  error?: string | undefined;
  disabled: boolean;
  onChange: () => void;
  handle: Ref<GuideBodyHandle>;
}) {
  const editor = useRichTextEditor(initialHtml, onChange, '가이드 본문을 입력해 주세요.');
  useImperativeHandle(
    handle,
    () => ({
      html: () => editor.getHTML(),
      text: () => editor.getText().trim(),
      images: () => imageSaveNames(editor.state.doc),
    }),
    [editor],
  );
  return (
    <RichTextEditor
      editor={editor}
      limits={GUIDE_EDITOR_LIMITS}
      labelId={labelId}
      error={error}
      disabled={disabled}
    />
  );
}
