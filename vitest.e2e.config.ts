import { defineConfig } from 'vitest/config';

/** Browser tests against the production build served by the real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium per file; two cores, so two files at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
