import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenCalls, skipsVerification, type RouteId } from '@ilteo/contract';
import { z } from 'zod';

/** Written by the web build (apps/web/build/preloads.ts) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const preloadSchema = z.object({ js: z.array(z.string()), css: z.array(z.string()) });
const manifestSchema = z.object({
  routes: z.record(z.string(), preloadSchema),
  guard: preloadSchema,
});
type Preload = z.infer<typeof preloadSchema>;

// Hrefs come from our own build; escaping keeps a stray quote from ever becoming markup.
const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// Low priority: wanted early, but after the HTML, the render-blocking CSS and
// the entry, which the first paint and the first screen wait for.
const linkTags = ({ js, css }: Preload): string =>
  [
    ...js.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attr(href)}">`,
    ),
    // Fetched early, not render-blocking: the screen's dynamic import applies them.
    ...css.map(
      (href) =>
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${attr(href)}">`,
    ),
  ].join('');

/**
 * Preload links for the calls the app makes as the screen opens
 * (`firstScreenCalls`): started with the page, they are answered by the time
 * the app asks, and the browser hands it those answers. `use-credentials`
 * because the app sends its calls with credentials; otherwise the browser
 * would not match them and would ask twice.
 */
function firstScreenLinks(routeId: RouteId, url: URL): string {
  return firstScreenCalls(routeId, url)
    .map(
      (call) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attr(call)}">`,
    )
    .join('');
}

/** Where the calls go: after the stylesheets and the entry, before the low-priority code preloads. */
function withCalls(html: string, links: string): string {
  if (links === '') return html;
  const at = html.indexOf('<link rel="modulepreload"');
  const end = at >= 0 ? at : html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * index.html for one screen: modulepreload links for that screen's code (and
 * the route guard's, when the screen is verified), so the browser fetches it
 * beside the entry rather than after the entry has run and the router has
 * asked for it; and preload links for its first calls. The code links are
 * built once per screen and kept; the calls depend on the address, and are
 * left out when `calls` is false.
 * Without the build's list (an older build), index.html with the calls only.
 */
export function screenHtml(
  distDir: string,
  indexHtml: string,
): (routeId: RouteId, url: URL, options: { calls: boolean }) => string {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  const manifest = existsSync(file)
    ? manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  const pages = new Map<string, string>();
  const codeHtml = (routeId: RouteId, guarded: boolean): string => {
    const preload = manifest?.routes[routeId];
    if (!manifest || !preload) return indexHtml;
    const key = `${routeId}:${guarded}`;
    let html = pages.get(key);
    if (html === undefined) {
      const tags = linkTags(preload) + (guarded ? linkTags(manifest.guard) : '');
      html = indexHtml.replace('</head>', `${tags}</head>`);
      pages.set(key, html);
    }
    return html;
  };
  return (routeId, url, { calls }) => {
    const html = codeHtml(routeId, !skipsVerification(url.pathname));
    return calls ? withCalls(html, firstScreenLinks(routeId, url)) : html;
  };
}
