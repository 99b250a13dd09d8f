// `node scripts/bundle-size.mjs`: the JavaScript of the web build, without a
// browser. Prints what index.html makes every first visit load (the entry with
// its imports, and the start-up code it preloads) and what /person/main needs
// on top to show its screen (the client layout and the main page, with their
// static imports), raw, gzip and brotli. Reads apps/web/dist; run `npm run build -w @ilteo/web` first.
// The budget itself (JS before first paint) is checked in a browser by
// e2e/bundle-budget.e2e.ts (decision 0014).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const indexFile = path.join(dist, 'index.html');

if (!existsSync(indexFile)) {
  console.error('No web build: run `npm run build -w @ilteo/web` first.');
  process.exit(1);
}

/** Route chunks of /person/main, by the file names the bundler gives their modules. */
const MAIN_PAGE_ROUTE = ['client-layout', 'main-page'];

const html = readFileSync(indexFile, 'utf8');
const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const code = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    });
  }
  return sizes.get(file);
}

/** The file and every chunk it imports statically (what must load before it runs). */
function withStaticImports(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]));
    }
  }
  return seen;
}

const assets = readdirSync(path.join(dist, 'assets'));
const routeChunks = MAIN_PAGE_ROUTE.map((name) => {
  const found = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (found.length !== 1) {
    console.error(`Expected one ${name}-*.js chunk in the build, found ${found.length}.`);
    process.exit(1);
  }
  return `assets/${found[0]}`;
});

const entry = withStaticImports(entries);
const startup = [...withStaticImports(preloaded)].filter((f) => !entry.has(f));
const firstVisit = new Set([...entry, ...startup]);
const mainPage = withStaticImports([...firstVisit, ...routeChunks]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const total = (files) =>
  [...files].reduce(
    (sum, f) => {
      const s = sizeOf(f);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
const line = (label, s) => `  ${label.padEnd(44)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`;

function section(title, files) {
  console.info(`\n${title}`);
  console.info(
    `  ${''.padEnd(44)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`,
  );
  const sorted = [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
  for (const f of sorted) console.info(line(path.basename(f), sizeOf(f)));
  console.info(line('total', total(files)));
}

section('The entry and its static imports (index.html loads them first)', entry);
section('Start-up code preloaded by index.html (session start-up, client layout)', startup);
section(
  '/person/main on top: the main page and its imports',
  [...mainPage].filter((f) => !firstVisit.has(f)),
);
const all = assets.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
console.info(
  `\nTo show /person/main: ${kb(total(mainPage).gzip).trim()} gzipped; all JavaScript of the build: ${kb(total(all).gzip).trim()} gzipped in ${all.length} files.`,
);
console.info(
  'The budgets (at most 100 KB gzipped before the first paint, 136.5 KB to show /person/main) are checked in Chromium by e2e/bundle-budget.e2e.ts.',
);
