import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';
import { e2ePorts, suiteSessionSecret } from './support/httpsSite.js';
import { adHocQueries } from './support/graphql.js';
import { mailDir } from './support/mailbox.js';
import { smsDir } from './support/textMessages.js';

const { port, apiPort, tlsOrigin } = e2ePorts();
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // The built product on its own ports, with a fresh embedded database each run.
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'termin-e2e-')),
      // E-mails as .eml files where the tests read them (support/mailbox.ts), sent promptly.
      MAIL_DIR: mailDir,
      // Text messages as files where the tests read them (support/textMessages.ts).
      SMS_DIR: smsDir,
      OUTBOX_POLL_MS: '200',
      // e2e always runs on the embedded database and in-process caches; PostgreSQL and Redis are
      // covered by the api and bff tests.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every journey comes from one address: the per-client limits would throttle the suite, not
      // a client. They have their own tests (bff/src/limits).
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000',
      RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '1000',
      RATE_LIMIT_COST_PER_MINUTE: '100000000',
      RATE_LIMIT_PAGES_PER_MINUTE: '100000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_PER_MINUTE: '100000',
      RATE_LIMIT_GIFT_CARDS_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
      // The journeys book dozens of times as the demo customer; the booking limits have their own
      // tests (api/src/modules/bookings/bookingLimits.integration.test.ts).
      BOOKING_MAX_UNPAID_PER_VENUE: '1000',
      BOOKING_MAX_UNPAID_TOTAL: '1000',
      BOOKINGS_PER_HOUR: '1000',
      REGISTRATIONS_PER_ADDRESS: '1000',
      RESET_ATTEMPTS_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      // Known to the specs: a bff of their own can read the suite's session (slow-data.spec.ts).
      SESSION_SECRET: suiteSessionSecret,
      // Other runs on the machine may hold the default metrics port.
      METRICS_PORT: '0',
      // The HTTPS journey's own bff (https.spec.ts) signs in through this api too.
      AUTH_REDIRECT_URLS: `${tlsOrigin}/auth/callback`,
      ...adHocQueries,
    },
  },
});
