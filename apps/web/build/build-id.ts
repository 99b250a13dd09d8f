import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { BUILD_ID_FILE, BUILD_ID_META } from '../src/shared/config/build-id';

/**
 * The build's id: a hash of the names of every file it wrote. The names carry
 * the hashes of their contents, so any change of code, style or font gives
 * another id, and building the same source twice gives the same one (nodes
 * built apart agree).
 */
export function buildIdOf(bundle: Rolldown.OutputBundle): string {
  const names = Object.keys(bundle)
    .filter((fileName) => !fileName.endsWith('.html') && !fileName.endsWith('.json'))
    .sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/**
 * Names the build twice: `<meta name="ilteo-build">` in index.html, so the
 * page knows which build it runs, and `build.json` beside it, which the
 * server sends uncached. When a screen's code fails to load even on a second
 * try, the app compares the two and says "새 버전이 배포되었습니다" only when
 * the server really serves another build (src/shared/lib/chunk-loading.ts).
 */
export function buildId(): Plugin {
  let id = '';
  return {
    name: 'ilteo:build-id',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      // Called once every chunk and stylesheet is final (Vite writes the HTML last).
      handler(_html, { bundle }) {
        if (!bundle) return;
        id = buildIdOf(bundle);
        return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: id }, injectTo: 'head' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (!id) throw new Error('ilteo:build-id: index.html was not built');
        this.emitFile({
          type: 'asset',
          fileName: BUILD_ID_FILE,
          source: JSON.stringify({ buildId: id }),
        });
      },
    },
  };
}
