// Vitest: machine unit and path tests, app unit tests and the server suite (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set). Browser tests live in tests/e2e and run under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Server suites spend much of their time waiting on PostgreSQL and sockets: a third worker overlaps that wait on two cores.
    maxWorkers: 3,
  },
});
