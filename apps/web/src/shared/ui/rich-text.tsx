/**
 * The one place the app shows stored HTML (a posting's 상세 요강; later
 * notices, guide articles, answers). The server sanitises rich text when it
 * is stored (apps/server/src/lib/rich-text.ts), so only that HTML may come
 * here: never text a user typed into this page.
 */
export function RichTextView({ html, className }: { html: string; className: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
