import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: pure packages, the API against a real database, the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'golf-core',
          root: 'packages/golf-core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api-contract',
          root: 'packages/api-contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'demo-data',
          root: 'packages/demo-data',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; keep the worker count bounded on 2-core machines.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
