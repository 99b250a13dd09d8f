import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const require = createRequire(import.meta.url);
const FONT_CSS = 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';

/**
 * Pretendard for wide screens only (decision 0017). Its stylesheet becomes a
 * file of its own, linked with a media query: on a phone or tablet the query
 * does not match, so the stylesheet does not block rendering, no face is
 * declared, no font file is fetched, and text is drawn in the platform's
 * Korean font (`--font-platform`); the stylesheet itself puts Pretendard in
 * front of it.
 *
 * Pretendard's faces say `font-display: swap`; they are rewritten to
 * `optional`, so a first desktop visit keeps the system font rather than
 * redrawing (and reflowing) the page when the font arrives; the font is
 * cached for the next visit (decision 0014).
 */
export function desktopWebFont(media: string): Plugin {
  const cssFile = require.resolve(FONT_CSS);
  let base = '/';
  let href = '';
  let dev = false;
  return {
    name: 'ilteo:desktop-web-font',
    // Its generateBundle must run before the HTML is written, which reads `href`.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    configureServer() {
      // The dev server serves the package's own files from their place on disk
      // (so without PRETENDARD_FIRST, which the page then carries itself).
      href = `/@fs${cssFile}`;
      dev = true;
    },
    async generateBundle() {
      const css = optional(await readFile(cssFile, 'utf8'));
      const fonts = new Map<string, string>();
      for (const [, relative] of css.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)) {
        if (relative === undefined || fonts.has(relative)) continue;
        const source = await readFile(path.resolve(path.dirname(cssFile), relative));
        const ref = this.emitFile({ type: 'asset', name: path.basename(relative), source });
        fonts.set(relative, this.getFileName(ref));
      }
      // The stylesheet sits beside its fonts in assets/, so plain file names resolve.
      const rewritten = css.replaceAll(
        /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g,
        (whole, relative: string) => {
          const file = fonts.get(relative);
          return file ? `url(./${path.basename(file)})` : whole;
        },
      );
      const source = `${rewritten}\n${PRETENDARD_FIRST}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'pretendard.css', source });
      href = `${base}${this.getFileName(ref)}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!href) throw new Error('ilteo:desktop-web-font: the font stylesheet was not emitted');
        const link: HtmlTagDescriptor = {
          tag: 'link',
          attrs: { rel: 'stylesheet', href, media },
          injectTo: 'head',
        };
        if (!dev) return [link];
        return [
          link,
          { tag: 'style', attrs: { media }, children: PRETENDARD_FIRST, injectTo: 'head' },
        ];
      },
    },
  };
}

/** Where the stylesheet applies, Pretendard comes before the platform's font (src/app/styles/tokens.css). */
const PRETENDARD_FIRST = `:root { --font-sans: 'Pretendard Variable', Pretendard, var(--font-platform); }`;

const optional = (css: string): string =>
  css.replaceAll(/font-display:\s*swap/g, 'font-display: optional');
