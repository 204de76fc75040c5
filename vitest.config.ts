import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
