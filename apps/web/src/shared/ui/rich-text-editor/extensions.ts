import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can make is what the server's rich-text allow-list keeps
 * (apps/server/src/lib/rich-text.ts, COMMUNITY_OPTIONS): headings 2–3,
 * lists, bold, italic, links, quotes, code, our own images. Marks the
 * toolbar does not offer (strike, underline, rules) are off, so a keyboard
 * shortcut or an input rule cannot make something the member cannot see
 * how to undo.
 */
export function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      strike: false,
      underline: false,
      horizontalRule: false,
      // Added below with our options.
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      // Only http(s): the sanitiser would drop anything else, silently, after the member saved.
      isAllowedUri: (url, ctx) => /^https?:\/\//i.test(url) && ctx.defaultValidate(url),
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder }),
  ];
}
