import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { adHocQueries } from './graphql.js';
import { suiteSessionSecret } from './httpsSite.js';
import { mailDirOf } from './mailbox.js';
import { e2ePorts } from './ports.js';
import { siteDataDir } from './seededData.js';
import { smsDirOf } from './textMessages.js';

/** How the suite runs the built product: what a worker's site is given beside its ports. */
function suiteEnv(ports: ReturnType<typeof e2ePorts>): Record<string, string> {
  const { port, apiPort, tlsOrigin } = ports;
  return {
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    // E-mails as .eml files where the tests read them (support/mailbox.ts), sent promptly.
    MAIL_DIR: mailDirOf(port),
    // Text messages as files where the tests read them (support/textMessages.ts).
    SMS_DIR: smsDirOf(port),
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
    SITE_URL: `http://127.0.0.1:${port}`,
    // Known to the specs: a bff of their own can read the suite's session (slow-data.spec.ts).
    SESSION_SECRET: suiteSessionSecret,
    // Other runs on the machine may hold the default metrics port.
    METRICS_PORT: '0',
    // The HTTPS journey's own bff (https.spec.ts) signs in through this api too.
    AUTH_REDIRECT_URLS: `${tlsOrigin}/auth/callback`,
    ...adHocQueries,
  };
}

async function ready(origin: string): Promise<boolean> {
  return fetch(`${origin}/readyz`).then(
    (answer) => answer.ok,
    () => false,
  );
}

/**
 * Starts worker `index`'s site: the built product (scripts/serve.mjs) on the worker's ports with
 * a fresh embedded database (a copy of the run's newly seeded one), as `npm start` runs it, and answers how to stop it. Asks one page
 * before it answers, so the first test does not pay for a cold process.
 */
export async function startSuiteSite(index: number): Promise<() => Promise<void>> {
  const ports = e2ePorts(index);
  const origin = `http://127.0.0.1:${ports.port}`;
  if (await ready(origin)) throw new Error(`${origin} already serves a site: stop it first`);
  const dataDir = siteDataDir('termin-e2e-');
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...suiteEnv(ports), DATA_DIR: dataDir },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  while (!(await ready(origin))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the suite's site at ${origin} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await fetch(`${origin}/en`).then((answer) => answer.arrayBuffer());
  return stop;
}
