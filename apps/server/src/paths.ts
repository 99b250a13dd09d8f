import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from source (tsx, tests) and from a bundle (dist/server.js),
 * at different depths; find the package root by its package.json instead of
 * counting `..`.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@ilteo/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@ilteo/server 패키지 위치를 찾을 수 없습니다.');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(packageRoot, '../..');
