import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores: the default (all but one) leaves one idle on a two-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One process per worker for all its files (a sixth of the time): Testing Library unmounts
          // after each test, and each test makes its own query client.
          isolate: false,
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/client.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          pool: 'forks',
          // One process per worker for all its files: each file still opens its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          pool: 'forks',
          // One file at a time: two browsers at once were no faster on two cores (docs/decisions).
          // The setup still gives each worker its own server and fakes, should that change.
          fileParallelism: false,
          // The worker keeps its process, and so its Chromium, across files (helpers/browser.ts).
          isolate: false,
          // After the other projects, so that Chromium does not compete with them for those cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'soak',
          include: ['tests/soak/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          pool: 'forks',
          fileParallelism: false,
          // Alone, after every other suite: it keeps both cores busy for a minute.
          sequence: { groupOrder: 2 },
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
