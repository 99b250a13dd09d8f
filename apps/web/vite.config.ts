import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const API_ORIGIN = 'http://localhost:8080';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` next to every text file of the build, at the
 * strongest levels (once per build, not per request); the server sends them
 * to browsers that accept them (apps/server/src/http/spa.ts, preCompressed).
 * Fonts (woff2) are compressed already and skipped.
 */
function precompress(): Plugin {
  let outDir = '';
  let written: string[] = [];
  return {
    name: 'ilteo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      written = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
    },
    // After the bundle is closed, so the compression is not counted as bundling time.
    async closeBundle() {
      await Promise.all(written.map((fileName) => compressFile(path.join(outDir, fileName))));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  // A tiny file can grow when compressed; then the plain one is all there is.
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gzipped.length < source.length ? writeFile(`${file}.gz`, gzipped) : undefined,
  ]);
}

/**
 * Pretendard's faces say `font-display: swap`: on a first visit the text is
 * drawn in the system font, then redrawn in Pretendard when it arrives, and
 * the new line breaks push the page about (a layout shift of ~0.1 measured
 * on the main page). `optional` gives the font a moment (~100 ms) and
 * otherwise keeps the system font for this visit; the font is cached for
 * the next one (decision 0014).
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'ilteo:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]pretendard[\\/].*\.css$/.test(id)) return null;
      return code.replaceAll(/font-display:\s*swap/g, 'font-display: optional');
    },
  };
}

/**
 * Code every first visit runs right after the entry: the session start-up of
 * app/session.ts (its 401 handlers and the login-status check, which brings
 * zod) and the client layout, around almost every screen. As plain dynamic
 * imports they are only requested once the entry has arrived and run; as
 * modulepreloads in index.html they download alongside it (decision 0014).
 */
const STARTUP_MODULES = [
  'src/shared/api/session-handlers.ts',
  'src/features/auth/session/bootstrap-session.ts',
  'src/app/layouts/client-layout.tsx',
];

function preloadStartupModules(modules: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ilteo:preload-startup-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = new Map(
          Object.values(bundle)
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
            .map((file) => [file.fileName, file]),
        );
        const withImports = (start: readonly string[]): Set<string> => {
          const seen = new Set<string>();
          const queue = [...start];
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
            if (seen.has(file)) continue;
            seen.add(file);
            queue.push(...(chunks.get(file)?.imports ?? []));
          }
          return seen;
        };
        const loadedByEntry = withImports([entry.fileName]);
        const startup = modules.map((module) => {
          const id = path.resolve(root, module);
          const found = [...chunks.values()].find((c) => c.facadeModuleId === id);
          // Fail loudly: a moved module must not quietly lose its head start.
          if (!found)
            throw new Error(`${module} is not a chunk of its own; update STARTUP_MODULES`);
          return found.fileName;
        });
        const files = [...withImports(startup)].filter((file) => !loadedByEntry.has(file));
        const css = new Set(
          files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const tags: HtmlTagDescriptor[] = [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          // Fetched early but not render-blocking: the dynamic import applies them.
          ...[...css].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), fontDisplayOptional(), preloadStartupModules(STARTUP_MODULES), precompress()],
  resolve: {
    alias: { '@': srcDir },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/healthz': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/healthz': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs es2022 but lacks modulepreload (Safari before 17)
    // still loads the modules, only without the head start; not worth a
    // polyfill in the entry chunk of every visit.
    modulePreload: { polyfill: false },
    // Pretendard ships ~90 unicode-range subsets; inlining the small ones as
    // base64 would bloat the render-blocking CSS that every page loads.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
