/**
 * How a web build names itself (written by apps/web/build/build-id.ts): a
 * meta tag in its index.html, so a page knows the build it runs, and a small
 * file beside it, never cached, saying which build the server serves now.
 */
export const BUILD_ID_META = 'ilteo-build';
export const BUILD_ID_FILE = 'build.json';
