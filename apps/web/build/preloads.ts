import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Code every first visit runs right after the entry: the session start-up of
 * app/session.ts (its 401 handlers and the login-status check, which brings
 * zod) and the client layout, around almost every screen. As plain dynamic
 * imports they are only requested once the entry has arrived and run; as
 * modulepreloads in index.html they download alongside it (decision 0014).
 */
export const STARTUP_MODULES = [
  'src/shared/api/session-handlers.ts',
  'src/features/auth/session/bootstrap-session.ts',
  'src/app/layouts/client-layout.tsx',
];

/** Where the screens' lazy imports are listed (its `PAGES` map). */
const ROUTE_TABLE = 'src/app/routes/route-table.tsx';
/**
 * Where the index modules live: each `*-pages.ts` there holds one group's
 * lazy screens in its exported `…_PAGES` map, behind one lazy import of the
 * route table (its `…Page` helpers).
 */
const INDEX_DIR = 'src/app/routes';
const INDEX_FILE = /-pages\.ts$/;
const INDEX_MAP = /export const (\w+_PAGES)\b/;
/** Written beside index.html; the server adds the matching route's links to the page it sends. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** Module chunks of the screen, not already loaded by the entry or the start-up preloads. */
  js: string[];
  /** Its stylesheets; preloaded, applied by the dynamic import. */
  css: string[];
}

export interface RoutePreloads {
  /** By route id. */
  routes: Record<string, RoutePreload>;
  /** The route guard's code, which every screen outside the skip list loads with its own. */
  guard: RoutePreload;
}

/** Loaded by guardLoader for screens that verifyRouter checks. */
export const GUARD_MODULE = 'src/app/routes/route-guard.ts';

type Chunks = Map<string, Rolldown.OutputChunk>;

const chunksOf = (bundle: Rolldown.OutputBundle): Chunks =>
  new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((file) => [file.fileName, file]),
  );

/** The files and every file they import statically. */
function withImports(chunks: Chunks, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

function chunkOf(chunks: Chunks, moduleId: string, what: string): string {
  const found = [...chunks.values()].find((c) => c.facadeModuleId === moduleId);
  // Fail loudly: a moved module must not quietly lose its head start.
  if (!found) throw new Error(`${what}: ${moduleId} is not a chunk of its own`);
  return found.fileName;
}

/** What the entry loads, and what index.html preloads for every visit. */
function startupFiles(chunks: Chunks, entry: string, root: string) {
  const loadedByEntry = withImports(chunks, [entry]);
  const startup = STARTUP_MODULES.map((m) =>
    chunkOf(chunks, path.resolve(root, m), 'STARTUP_MODULES'),
  );
  const preloaded = [...withImports(chunks, startup)].filter((f) => !loadedByEntry.has(f));
  return { loadedByEntry, preloaded };
}

function preloadOf(chunks: Chunks, files: Iterable<string>): RoutePreload {
  const js = [...files];
  const css = new Set(js.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));
  return { js, css: [...css] };
}

/**
 * The `id: () => import('…')` pairs of one map in one source file, as
 * module paths without extension.
 */
function lazyImportsOf(root: string, relative: string, mapName: string): Map<string, string> {
  const file = path.resolve(root, relative);
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`const ${mapName}`);
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error(`${relative}: no ${mapName} map found`);
  const pages = new Map<string, string>();
  for (const [, id, specifier] of source
    .slice(start, end)
    .matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    if (!id || !specifier) continue;
    const base = specifier.startsWith('@/')
      ? path.resolve(root, 'src', specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    pages.set(id, base);
  }
  if (pages.size === 0) throw new Error(`${relative}: ${mapName} lists no lazy screens`);
  return pages;
}

/**
 * Route id → the modules its lazy route imports, read from the route
 * table's `PAGES` (`main: () => import('@/features/main/routes/main-page')…`)
 * and, for the screens of an index module (`src/app/routes/*-pages.ts`), the index
 * and the screen.
 */
export function pageModules(root: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const [id, module] of lazyImportsOf(root, ROUTE_TABLE, 'PAGES')) pages.set(id, [module]);
  const tables = readdirSync(path.resolve(root, INDEX_DIR)).filter((f) => INDEX_FILE.test(f));
  for (const file of tables) {
    const table = `${INDEX_DIR}/${file}`;
    const mapName = INDEX_MAP.exec(readFileSync(path.resolve(root, table), 'utf8'))?.[1];
    if (!mapName) throw new Error(`${table}: no exported …_PAGES map`);
    const index = path.resolve(root, table).replace(/\.ts$/, '');
    for (const [id, module] of lazyImportsOf(root, table, mapName)) pages.set(id, [index, module]);
  }
  return pages;
}

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/**
 * Link tags for the start-up modules in index.html, and
 * `route-preloads.json`: for each screen, the chunks its lazy route will
 * import. The server puts the requested screen's links into the page, so its
 * code downloads beside the entry instead of after it has run.
 *
 * Both are worked out from the final bundle: the list is written after every
 * other plugin's generateBundle (`enforce` and `order: 'post'`). Vite's CSS
 * plugin, in its own generateBundle, drops the chunks that only carried
 * stylesheets (`auth-….js`, `recruit-….js`) and hands their stylesheets to
 * the chunks that imported them; a list written before named those dropped
 * files, and the server preloaded 404s. `ilteo:check-dist` fails the build
 * if a file named here is missing from dist.
 */
export function preloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ilteo:preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (!entry) throw new Error('ilteo:preloads: no entry chunk');
        const { loadedByEntry, preloaded } = startupFiles(chunks, entry.fileName, root);
        const known = new Set([...loadedByEntry, ...preloaded]);
        const byModule = new Map(
          [...chunks.values()].flatMap((c) =>
            c.facadeModuleId ? [[c.facadeModuleId, c.fileName] as const] : [],
          ),
        );
        const routes: Record<string, RoutePreload> = {};
        for (const [id, modules] of pageModules(root)) {
          const start = modules.map((module) => {
            const chunk = EXTENSIONS.map((ext) => byModule.get(`${module}${ext}`)).find(Boolean);
            if (!chunk)
              throw new Error(`ilteo:preloads: ${id} (${module}) is not a chunk of its own`);
            return chunk;
          });
          const files = [...withImports(chunks, start)].filter((f) => !known.has(f));
          const { js, css } = preloadOf(chunks, files);
          routes[id] = { js: js.map((f) => `${base}${f}`), css: css.map((f) => `${base}${f}`) };
        }
        const guardChunk = chunkOf(chunks, path.resolve(root, GUARD_MODULE), 'GUARD_MODULE');
        const guardFiles = preloadOf(
          chunks,
          [...withImports(chunks, [guardChunk])].filter((f) => !known.has(f)),
        );
        const manifest: RoutePreloads = {
          routes,
          guard: {
            js: guardFiles.js.map((f) => `${base}${f}`),
            css: guardFiles.css.map((f) => `${base}${f}`),
          },
        };
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: JSON.stringify(manifest),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = chunksOf(bundle);
        const { preloaded } = startupFiles(chunks, entry.fileName, root);
        const { js, css } = preloadOf(chunks, preloaded);
        // Low priority: wanted early, but after the HTML, the render-blocking
        // CSS and the entry, which the first paint and first screen wait for.
        const tags: HtmlTagDescriptor[] = [
          ...js.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              fetchpriority: 'low',
              crossorigin: true,
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          })),
          // Fetched early but not render-blocking: the dynamic import applies them.
          ...css.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'style',
              fetchpriority: 'low',
              crossorigin: true,
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
