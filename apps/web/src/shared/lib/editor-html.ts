export interface SiteOrigin {
  protocol: string;
  hostname: string;
  port: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin relative API links are resolved against: protocol and host,
 * with the port only on localhost, where the dev server runs on one. Behind
 * the production proxy the public port is the default one.
 */
export function siteOrigin({ protocol, hostname, port }: SiteOrigin): string {
  const withPort = LOCAL_HOSTS.has(hostname) && port !== '';
  return `${protocol}//${hostname}${withPort ? `:${port}` : ''}`;
}

// A start tag. Server-sanitised HTML escapes `>` inside attribute values, so
// a tag ends at the first `>`; text between tags is never touched.
const START_TAG = /<[a-z][^>]*>/gi;
// src/href whose value starts with `/api/`, quoted or not (`//host` is not ours).
const RELATIVE_API_ATTR =
  /(\s(?:src|href)\s*=\s*)(?:(["'])(\/api\/[^"']*)\2|(\/api\/[^\s"'`=<>]*))/gi;

/**
 * The spec's editor HTML helper (§9): relative `/api/...` src and href
 * attributes become absolute URLs at the site origin, so images and
 * attachments still load where the HTML is shown outside this origin's
 * pages (app web views, print, copy and paste).
 */
export function absoluteApiLinks(html: string, origin: SiteOrigin = window.location): string {
  if (!html) return '';
  const base = siteOrigin(origin);
  return html.replace(START_TAG, (tag) =>
    tag.replace(
      RELATIVE_API_ATTR,
      (
        _m,
        attr: string,
        quote: string | undefined,
        quoted: string | undefined,
        bare: string | undefined,
      ) =>
        quote !== undefined && quoted !== undefined
          ? `${attr}${quote}${base}${quoted}${quote}`
          : `${attr}${base}${bare ?? ''}`,
    ),
  );
}

/** Earlier name of {@link absoluteApiLinks}, kept for existing callers. */
export const absolutizeEditorHtml = absoluteApiLinks;
