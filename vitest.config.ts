// Vitest: machine unit and path tests, app unit tests and the server suite (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set). Browser tests live in tests/e2e and run under Playwright.
import { defineConfig } from 'vitest/config';
import LongSuitesFirst from './tests/sequencer.ts';

export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/cluster/**/*.test.ts'],
    environment: 'node',
    // Fails a test when a test app saw an answer that breaks the contract (tests/server/helpers/app.ts).
    setupFiles: ['tests/server/helpers/contract-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Server suites spend much of their time waiting on PostgreSQL and sockets: a third worker overlaps that wait on two cores.
    maxWorkers: 3,
    // Test files share their worker's module cache: the server, the contract and its validators are
    // imported once per worker instead of once per file (import time 215 s -> 25 s over a run). No test
    // mocks modules or leaves globals behind; each suite builds its own app and database.
    isolate: false,
    sequence: { sequencer: LongSuitesFirst },
  },
});
