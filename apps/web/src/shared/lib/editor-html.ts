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

const RELATIVE_API_ATTR = /(\s(?:src|href)\s*=\s*)(["'])(\/api\/[^"']*)\2/gi;

/**
 * Rewrites relative `/api/...` src and href attributes in editor HTML to
 * absolute URLs at the site origin (spec §9), so images and attachments still
 * load when the HTML is shown elsewhere (print view, app web view, mail).
 */
export function absolutizeEditorHtml(html: string, origin: SiteOrigin = window.location): string {
  if (!html) return '';
  const base = siteOrigin(origin);
  return html.replace(
    RELATIVE_API_ATTR,
    (_, attr: string, quote: string, path: string) => `${attr}${quote}${base}${path}${quote}`,
  );
}
