import { lazy } from 'react';
import { BUILD_ID_FILE, BUILD_ID_META } from '@/shared/config/build-id';

/**
 * A file of the app's code or styles that did not arrive: the browser's own
 * messages for a failed dynamic import (Chromium, Safari, Firefox), and
 * Vite's for a stylesheet the import needed.
 */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Code failed to load because the server now serves another build: only a reload helps. */
export class NewBuildError extends Error {
  constructor(cause: unknown) {
    super('A newer build of the app is being served', { cause });
    this.name = 'NewBuildError';
  }
}

/** The build this page runs, as its index.html names it; none in development. */
function runningBuildId(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`);
  return meta?.content || undefined;
}

/**
 * Whether the server now serves another build than the one this page runs,
 * asked of the small build file, past every cache. Anything short of a clear
 * answer (offline, refused, development) is no: the page then says what it
 * knows, that a file did not load, rather than claim a deploy.
 */
export async function serverServesNewerBuild(): Promise<boolean> {
  const running = runningBuildId();
  if (!running) return false;
  try {
    const res = await fetch(`/${BUILD_ID_FILE}`, {
      cache: 'no-store',
      credentials: 'omit',
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { buildId?: unknown } | null;
    return typeof body?.buildId === 'string' && body.buildId !== running;
  } catch {
    return false;
  }
}

/**
 * Loads a lazy part of the app, trying once more when its file does not
 * arrive (a dropped connection, a busy server). Browsers that follow the
 * current HTML standard fetch the file again; older ones repeat the failure
 * at once. If the second try fails too, a newer build on the server turns
 * the error into a NewBuildError; otherwise the load error stands.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
  }
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && (await serverServesNewerBuild())) {
      throw new NewBuildError(error);
    }
    throw error;
  }
}

/** React.lazy over loadChunk: a part of a screen (a dialog, a panel) gets the same one retry. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));
