import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';

/** What each toolbar button does and how it is named for screen readers. */
interface Tool {
  key: string;
  label: string;
  /**
   * What the button shows: a short mark drawn by CSS (`data-face`), so the
   * button's only text is its Korean name (no "H2" read out, no mismatch
   * between what is seen and what is announced).
   */
  face: string;
  faceClass?: string;
  /** Omitted for buttons that open something instead of toggling (링크 opens a dialog, 이미지 a picker). */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  {
    key: 'h2',
    label: '제목 2',
    face: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: '제목 3',
    face: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    label: '굵게',
    face: 'B',
    faceClass: 'post-editor__face--bold',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: '기울임꼴',
    face: 'I',
    faceClass: 'post-editor__face--italic',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bullet',
    label: '글머리 기호 목록',
    face: '•≡',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: '번호 매기기 목록',
    face: '1.≡',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    label: '인용',
    face: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'code',
    label: '코드 블록',
    face: '</>',
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
];

interface ToolButton extends Omit<Tool, 'active' | 'run'> {
  toggle: boolean;
  run: () => void;
}

export interface EditorToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  /** The id of the editable area the toolbar formats. */
  contentId: string;
  disabled?: boolean;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar): one tab stop, arrow keys,
 * Home and End move between buttons; toggles say their state with
 * aria-pressed. Its state comes from useEditorState, so only the toolbar
 * re-renders as the selection moves, never the editor's content.
 */
export function EditorToolbar({
  editor,
  onLink,
  onImage,
  contentId,
  disabled = false,
}: EditorToolbarProps) {
  const pressed = useEditorState({
    editor,
    // Nothing is pressed in a destroyed editor (see BodyStats).
    selector: ({ editor: e }): Record<string, boolean> =>
      e.isDestroyed
        ? {}
        : {
            ...Object.fromEntries(TOOLS.map((t) => [t.key, t.active?.(e) ?? false])),
            link: e.isActive('link'),
          },
  });
  const barRef = useRef<HTMLDivElement>(null);
  // The one button of the toolbar in the tab order (roving tabindex).
  const [current, setCurrent] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(barRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = all.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % all.length,
      ArrowDown: (at + 1) % all.length,
      ArrowLeft: (at - 1 + all.length) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    all[next]?.focus();
  };

  const tools: ToolButton[] = [
    ...TOOLS.map((t) => ({ ...t, toggle: true, run: () => t.run(editor) })),
    {
      key: 'link',
      label: pressed.link === true ? '링크 고치기' : '링크',
      face: '링크',
      toggle: true,
      run: onLink,
    },
    { key: 'image', label: '이미지 넣기', face: '이미지', toggle: false, run: onImage },
  ];

  return (
    <div
      ref={barRef}
      role="toolbar"
      aria-label="서식"
      aria-controls={contentId}
      className="post-editor__toolbar"
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          type="button"
          className="post-editor__tool"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.toggle ? (pressed[tool.key] ?? false) : undefined}
          tabIndex={i === current ? 0 : -1}
          disabled={disabled}
          // Keep the editor's selection: a mouse press would otherwise take focus off it first.
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={tool.run}
        >
          <span
            aria-hidden="true"
            className={['post-editor__face', tool.faceClass].filter(Boolean).join(' ')}
            data-face={tool.face}
          />
        </button>
      ))}
    </div>
  );
}
