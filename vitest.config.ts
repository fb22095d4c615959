import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          setupFiles: ['src/test/setup.ts'],
          // A screen test types and clicks through user-event in jsdom: 1–3 s on an idle 2-core machine, over
          // vitest's default 5 s when the machine is busy (seen while e2e ran beside it). The assertions wait
          // for what they check; the timeout only bounds a test that hangs.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // Puts each test app's FakeClock back after every test, so tests do not depend on their order.
          setupFiles: ['src/test/setup.ts'],
          // Each test file builds its own app on its own database; PGlite start-up dominates, so keep
          // parallelism modest on 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
