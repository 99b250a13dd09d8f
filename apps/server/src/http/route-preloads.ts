import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { skipsVerification, type RouteId } from '@ilteo/contract';
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
 * index.html for one screen, with modulepreload links for that screen's code
 * (and the route guard's, when the screen is verified), so the browser
 * fetches it beside the entry rather than after the entry has run and the
 * router has asked for it. Pages are built once per screen and kept.
 * Without the build's list (an older build), index.html as it is.
 */
export function screenHtml(
  distDir: string,
  indexHtml: string,
): (routeId: RouteId, path: string) => string {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => indexHtml;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const pages = new Map<string, string>();
  return (routeId, routePath) => {
    const preload = manifest.routes[routeId];
    if (!preload) return indexHtml;
    const guarded = !skipsVerification(routePath);
    const key = `${routeId}:${guarded}`;
    let html = pages.get(key);
    if (html === undefined) {
      const tags = linkTags(preload) + (guarded ? linkTags(manifest.guard) : '');
      html = indexHtml.replace('</head>', `${tags}</head>`);
      pages.set(key, html);
    }
    return html;
  };
}
