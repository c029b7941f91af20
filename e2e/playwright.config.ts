import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { suiteWorkers } from './support/workers.js';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Files spread over the workers, each file's tests in order on one worker; every worker has its
  // own site with a fresh database (global-setup.ts).
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: suiteWorkers(),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hang, not a speed check: a whole booking journey (sign-up, four steps, axe on
  // each page) takes 15-20 s on a quiet 2-core machine and past 30 s beside a second worker.
  timeout: 60_000,
  // Likewise for each wait on the page: a purchase that answered in 5.5 s beside a second worker
  // on a slow shared host failed Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // On CI a failed test runs again with a trace (the retry above), rather than every test
    // recording one that is kept only if it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
