import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { BodyStats } from './body-stats';
import { EditorToolbar } from './editor-toolbar';
import { editorExtensions } from './extensions';
import { LinkDialog } from './link-dialog';
import {
  IMAGE_MESSAGES,
  imageCheckMessage,
  imageSaveNames,
  imageSrc,
  tooManyImagesMessage,
} from './editor-images';
import type { EditorLimits } from './limits';
import { FILE_TYPE_REJECTED, uploadEditorImage } from './upload-image';
import './rich-text-editor.css';

export const LINK_INVALID_MESSAGE =
  '올바른 주소가 아닙니다. https://로 시작하는 웹 주소를 입력해 주세요.';
export const BODY_PLACEHOLDER = '내용을 입력해 주세요.';

/**
 * The body's editor, created once with the stored HTML and never given
 * content again: what the writer types lives in ProseMirror's document, not
 * in React state, so a re-render of the page cannot reset it (or cut a
 * Korean syllable in the middle of its composition). `onChange` only says
 * that something changed; the page reads the HTML when it submits.
 */
export function useRichTextEditor(
  initialHtml: string,
  onChange: () => void,
  placeholder: string = BODY_PLACEHOLDER,
): Editor {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  return useEditor({
    extensions: editorExtensions(placeholder),
    content: initialHtml,
    // The toolbar and the count follow the editor through useEditorState.
    shouldRerenderOnTransaction: false,
    onUpdate: () => onChangeRef.current(),
  });
}

function uploadMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.code === FILE_TYPE_REJECTED ? error.message : IMAGE_MESSAGES.failed;
  }
  // The image helper's own rejections (not a Blob, not an image); anything else failed to resize.
  const text = error instanceof Error ? error.message : '';
  return text.startsWith('The file given') ? imageCheckMessage(error) : IMAGE_MESSAGES.failed;
}

export interface RichTextEditorProps {
  editor: Editor;
  limits: EditorLimits;
  /** The id of the label that names the body (내용). */
  labelId: string;
  /** A message about the body from the server (a 202 on bodyHtml), shown under it. */
  error?: string | undefined;
  disabled?: boolean;
}

/** Toolbar, editable area, count and the image and link controls of a write page. */
export function RichTextEditor({
  editor,
  limits,
  labelId,
  error,
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const contentId = `${id}-content`;
  const statsId = `${id}-stats`;
  const messageId = `${id}-message`;
  const fileRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState<{ current: string | null } | null>(null);
  const [imageMessage, setImageMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Set on the editable element itself: it is the textbox screen readers land in.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: contentId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': `${statsId} ${messageId}`,
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: 'post-editor__content',
        },
      },
    });
    editor.setEditable(!disabled);
  }, [editor, contentId, labelId, statsId, messageId, error, disabled]);

  const insertImage = async (file: unknown) => {
    setImageMessage(undefined);
    if (imageSaveNames(editor.state.doc).length >= limits.images) {
      setImageMessage(tooManyImagesMessage(limits.images));
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadEditorImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: imageSrc(stored.saveName), alt: '' })
        .run();
    } catch (failure) {
      setImageMessage(uploadMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) void insertImage(file);
  };

  const openLink = () => {
    const href: unknown = editor.getAttributes('link').href;
    setLinkOpen({ current: typeof href === 'string' ? href : null });
  };

  const closeLink = () => {
    setLinkOpen(null);
    editor.commands.focus();
  };

  return (
    <div className={error ? 'post-editor post-editor--invalid' : 'post-editor'}>
      <div className="post-editor__box">
        <EditorToolbar
          editor={editor}
          contentId={contentId}
          disabled={disabled || busy}
          onLink={openLink}
          onImage={() => fileRef.current?.click()}
        />
        <EditorContent editor={editor} className="post-editor__frame" />
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        // Opened by the toolbar's 이미지 넣기, which is the control in the tab order.
        tabIndex={-1}
        aria-label="넣을 이미지 파일"
        onChange={choose}
      />
      <BodyStats editor={editor} id={statsId} limits={limits} />
      <div id={messageId}>
        {busy && <p role="status">이미지를 올리는 중입니다.</p>}
        {imageMessage && (
          <p className="field__error" role="alert">
            {imageMessage}
          </p>
        )}
        {error && <p className="field__error">{error}</p>}
      </div>
      {linkOpen && (
        <LinkDialog
          current={linkOpen.current}
          invalidMessage={LINK_INVALID_MESSAGE}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // Nothing selected and no link here: the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else {
              chain.setLink({ href }).run();
            }
            setLinkOpen(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(null);
          }}
          onClose={closeLink}
        />
      )}
    </div>
  );
}
