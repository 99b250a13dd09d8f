import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_ID_FILE, BUILD_ID_META } from '../src/shared/config/build-id';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './preloads';

/** Addresses on this site that index.html loads or preloads (scripts, stylesheets, icons). */
function htmlReferences(html: string, base: string): string[] {
  const found = [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => href.startsWith(base) && !href.startsWith('//'));
  return [...new Set(found)];
}

function preloadReferences(list: RoutePreloads): string[] {
  const all = [...Object.values(list.routes), list.guard].flatMap((p) => [...p.js, ...p.css]);
  return [...new Set(all)];
}

/**
 * What is wrong with the build in `outDir`, as written to disk: files that
 * index.html or route-preloads.json name but that are not there (the server
 * would send links that answer 404), and a build.json that names another
 * build than index.html. Empty when all is well.
 */
export function distProblems(outDir: string, base = '/'): string[] {
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const html = read('index.html');
  const list = JSON.parse(read(ROUTE_PRELOADS_FILE)) as RoutePreloads;
  const problems: string[] = [];
  const named = [
    ...htmlReferences(html, base).map((href) => ({ href, by: 'index.html' })),
    ...preloadReferences(list).map((href) => ({ href, by: ROUTE_PRELOADS_FILE })),
  ];
  for (const { href, by } of named) {
    const file = path.join(outDir, href.slice(base.length).split(/[?#]/)[0] ?? '');
    if (!existsSync(file)) problems.push(`${by} names ${href}, which the build did not write`);
  }
  const meta = new RegExp(`<meta name="${BUILD_ID_META}" content="([^"]+)"`).exec(html)?.[1];
  const served = (JSON.parse(read(BUILD_ID_FILE)) as { buildId?: unknown }).buildId;
  if (!meta || meta !== served) {
    problems.push(`${BUILD_ID_FILE} names build ${String(served)}, index.html ${String(meta)}`);
  }
  return problems;
}

/**
 * Fails the build when the files on disk do not match what the build says
 * about them. Runs last, on the output as written, after every plugin that
 * adds, drops or renames files (Vite's CSS plugin, for one, drops chunks
 * that only carried styles).
 */
export function checkDist(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'ilteo:check-dist',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      order: 'post',
      handler() {
        const problems = distProblems(outDir, base);
        if (problems.length > 0) {
          throw new Error(
            `ilteo:check-dist: the build is inconsistent:\n  ${problems.join('\n  ')}`,
          );
        }
      },
    },
  };
}
