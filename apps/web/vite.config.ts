import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildId } from './build/build-id';
import { checkDist } from './build/check-dist';
import { codeSplitting } from './build/chunks';
import { desktopWebFont } from './build/desktop-web-font';
import { preloads } from './build/preloads';

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
 * React Router 7 exports only its development build; its production build
 * (dist/production) differs by one flag, ENABLE_DEV_WARNINGS = false, which
 * lets the minifier drop every development warning from the entry. Builds
 * only: the dev server and tests keep the warnings.
 */
const reactRouterDist = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Wider than BREAKPOINTS.tablet (the config cannot import the contract's TypeScript).
    desktopWebFont('(min-width: 1025px)'),
    preloads(),
    buildId(),
    precompress(),
    checkDist(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      ...(command === 'build' ? productionReactRouter : []),
    ],
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
    rolldownOptions: { output: { codeSplitting } },
  },
}));
