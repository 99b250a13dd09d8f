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
    // One file at a time: with two cores shared by the server, Chromium and the runner, two
    // journeys side by side made timing races (a dialog mid fade-in under axe, a click before a
    // slow answer) that one at a time does not, and the suite is only ~1.3 times longer.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
