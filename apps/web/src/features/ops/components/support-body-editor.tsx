import { useImperativeHandle, type Ref } from 'react';
import { RichTextEditor, useRichTextEditor, type EditorLimits } from '@/shared/ui/rich-text-editor';

/** What the form reads from the editor when it submits. */
export interface SupportBodyHandle {
  html(): string;
  text(): string;
}

/**
 * A notice's body or an FAQ answer in the shared rich-text editor, loaded
 * on its own (lazily, with TipTap) by the console's forms, so the lists
 * never carry the editor.
 */
export default function SupportBodyEditor({
  initialHtml,
  limits,
  labelId,
  placeholder,
  error,
  disabled,
  onChange,
  handle,
}: {
  initialHtml: string;
  limits: EditorLimits;
  labelId: string;
  placeholder: string;
  error?: string | undefined;
  disabled: boolean;
  onChange: () => void;
  handle: Ref<SupportBodyHandle>;
}) {
  const editor = useRichTextEditor(initialHtml, onChange, placeholder);
  useImperativeHandle(
    handle,
    () => ({ html: () => editor.getHTML(), text: () => editor.getText().trim() }),
    [editor],
  );
  return (
    <RichTextEditor
      editor={editor}
      limits={limits}
      labelId={labelId}
      error={error}
      disabled={disabled}
    />
  );
}
