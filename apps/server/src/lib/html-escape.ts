/**
 * Text for an HTML element or a quoted attribute: the five characters that
 * could end an attribute or open a tag become entities. The one escape of the
 * server-rendered pages (verification window), mails and posting meta tags.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
