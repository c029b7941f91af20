// Walks the runbook against the real processes on this machine, without Docker: the built api and
// two bff replicas, the PostgreSQL and Redis exporters (Debian's packages), Prometheus and
// Alertmanager (deploy/test/alertingStack.ts) and an SMTP server for their mail. PostgreSQL and
// Redis are the machine's own, reached through TCP relays the walk cuts, as if each went down.
// It causes each condition in turn, logs what reaches Alertmanager (inhibited or not) and the
// e-mails, and prints the runbook entry's live figures at each step. About 12 minutes:
//
//   npm run build && npx tsx deploy/test/runbookWalk.ts [first port, default 3850]
//
// Ports: base (bff a), base+1 (relay to PostgreSQL), base+2 (relay to Redis), base+3 (bff b),
// base+10 and base+13 (their metrics), base+20 (SMTP); base+1000 (api); base+6000.. (Prometheus,
// Alertmanager, the exporters).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAlertingStack } from './alertingStack.js';
import { startMailSink } from './mailSink.js';
import { freshPostgres } from './postgres.js';
import { sleep, waitFor } from './tools.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = Number(process.argv[2] ?? 3850);
const port = {
  bffA: base,
  pgRelay: base + 1,
  redisRelay: base + 2,
  bffB: base + 3,
  metricsA: base + 10,
  metricsB: base + 13,
  smtp: base + 20,
  api: base + 1000,
  prometheus: base + 6000,
  alertmanager: base + 6001,
  pgExporter: base + 6003,
  redisExporter: base + 6004,
};
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** A TCP relay to a service that can be cut (the service "goes down") and restored. */
function relay(listen: number, target: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((done) => {
      server = createServer((client) => {
        const upstream = connect(target, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      }).listen(listen, '127.0.0.1', done);
    });
  const down = () => {
    server?.close();
    for (const socket of sockets) socket.destroy();
  };
  return { up, down };
}

const children: ChildProcess[] = [];
function start(args: string[], env: Record<string, string>, command = process.execPath) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'NODE_OPTIONS'])
    delete inherited[name];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

const dir = mkdtempSync(join(tmpdir(), 'termin-runbook-walk-'));
const database = (await freshPostgres())!;
const pg = relay(port.pgRelay, 5432);
const redis = relay(port.redisRelay, 6379);
await pg.up();
await redis.up();
const mail = await startMailSink(port.smtp);
const viaRelay = new URL(database.url);
viaRelay.port = String(port.pgRelay);

const startApi = () =>
  start(['api/dist/server.js'], {
    API_HOST: '127.0.0.1',
    API_PORT: String(port.api),
    DATABASE_URL: viaRelay.href,
    SEED_DEMO: 'false',
    DATA_DIR: join(dir, 'api'),
  });
const startBff = (name: 'A' | 'B') =>
  start(['--max-semi-space-size=32', 'bff/dist/server.js'], {
    HOST: '127.0.0.1',
    PORT: String(name === 'A' ? port.bffA : port.bffB),
    METRICS_HOST: '127.0.0.1',
    METRICS_PORT: String(name === 'A' ? port.metricsA : port.metricsB),
    API_URL: `http://127.0.0.1:${port.api}`,
    REDIS_URL: `redis://127.0.0.1:${port.redisRelay}`,
    SESSION_SECRET: 'runbook-walk-session-secret-0123456789abcdef',
    GRAPHQL_ALLOW_ANY_OPERATION: '1',
    // The walk's own traffic comes from one address: no limit may answer it instead of bff.
    RATE_LIMIT_PAGES_PER_MINUTE: '100000',
    RATE_LIMIT_GRAPHQL_PER_MINUTE: '100000',
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000',
    RATE_LIMIT_COST_PER_MINUTE: '10000000',
    DATA_DIR: join(dir, `bff-${name}`),
    SHUTDOWN_DELAY_MS: '0',
  });
// Everything started is stopped however the walk ends.
let stack: Awaited<ReturnType<typeof startAlertingStack>> | undefined;
let traffic = false;
let watcher: NodeJS.Timeout | undefined;
try {
  let api = startApi();
  startBff('A');
  let bffB = startBff('B');
  start(
    [`--web.listen-address=127.0.0.1:${port.pgExporter}`],
    { DATA_SOURCE_NAME: `${viaRelay.href}?sslmode=disable` },
    '/usr/bin/prometheus-postgres-exporter',
  );
  start(
    [
      `--web.listen-address=127.0.0.1:${port.redisExporter}`,
      `--redis.addr=redis://127.0.0.1:${port.redisRelay}`,
    ],
    {},
    '/usr/bin/prometheus-redis-exporter',
  );
  const alerting = await startAlertingStack(
    { prometheus: '/usr/bin/prometheus', alertmanager: '/usr/bin/prometheus-alertmanager' },
    {
      bff: [`127.0.0.1:${port.metricsA}`, `127.0.0.1:${port.metricsB}`],
      api: [`127.0.0.1:${port.api}`],
      postgres: [`127.0.0.1:${port.pgExporter}`],
      redis: [`127.0.0.1:${port.redisExporter}`],
    },
    // Alertmanager's own first wait (30 s): what holds a symptom back until its cause arrives.
    { smtpPort: port.smtp, ports: [port.prometheus, port.alertmanager] },
  );
  stack = alerting;
  await waitFor(
    'every target up and ready',
    async () => {
      const ready = await alerting.query(
        'count(up == 1) == 7 and on() (min(bff_ready) * min(api_ready)) == 1',
      );
      return ready.length ? true : undefined;
    },
    180_000,
  );
  log(`stack up: Prometheus ${alerting.prometheus}, Alertmanager ${alerting.alertmanager}`);

  // Customers: pages that ask api (a venue that does not exist: 404 while api answers), on both
  // replicas. (Bookings need a signed-in customer: TerminBookingsFailing is not caused here.)
  traffic = true;
  const statuses = new Map<number, number>();
  void (async () => {
    for (let i = 0; traffic; i++) {
      const site = `http://127.0.0.1:${i % 2 ? port.bffB : port.bffA}`;
      const status = await fetch(`${site}/en/company/walk-${i % 7}`)
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await sleep(200);
    }
  })();

  // What reaches Alertmanager, as it changes, and the mail.
  const seen = new Map<string, string>();
  let mailsLogged = 0;
  watcher = setInterval(() => {
    void alerting.alerts().then((alerts) => {
      const now = new Map(
        alerts.map((alert) => {
          const { alertname, instance, lane, integration } = alert.labels;
          const status = alert.status as { state: string; inhibitedBy?: string[] };
          const key = [alertname, instance ?? lane ?? integration].filter(Boolean).join(' ');
          return [key, `${status.state}${status.inhibitedBy?.length ? ' (inhibited)' : ''}`];
        }),
      );
      for (const [key, state] of now)
        if (seen.get(key) !== state) log(`Alertmanager: ${key}: ${state}`);
      for (const key of seen.keys()) if (!now.has(key)) log(`Alertmanager: ${key}: resolved`);
      seen.clear();
      for (const [key, state] of now) seen.set(key, state);
      for (const sent of mail.mails.slice(mailsLogged)) {
        log(`mail to ${sent.to.join()}: ${/^Subject: (.*)$/m.exec(sent.text)?.[1]?.trim()}`);
      }
      mailsLogged = mail.mails.length;
    });
  }, 2000);

  /** A runbook entry's figures as the page shows them now. */
  async function runbook(alert: string) {
    const page = await (await fetch(`${alerting.prometheus}/consoles/runbook.html`)).text();
    const section = page.slice(page.indexOf(`<section id="${alert}">`)).split('</section>')[0]!;
    const figures = (section.split('<ul class="figures">')[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#34;', '"')
      .replaceAll('&gt;', '>')
      .replace(/\s+/g, ' ')
      .trim();
    log(`runbook ${alert}: ${figures}`);
  }
  const until = (seconds: number) => sleep(Math.max(0, started + seconds * 1000 - Date.now()));
  const t0 = (Date.now() - started) / 1000;

  log('bff B crashes (SIGKILL); Redis goes down');
  bffB.kill('SIGKILL');
  redis.down();
  await until(t0 + 150);
  await runbook('TerminScrapeTargetDown');
  log('bff B replaced');
  bffB = startBff('B');
  await until(t0 + 170);
  log('PostgreSQL goes down');
  pg.down();
  await until(t0 + 330);
  await runbook('TerminSharedCacheDegraded');
  await runbook('TerminApiNotReady');
  await runbook('TerminGatewayNotReady');
  await runbook('TerminUpstreamCircuitOpen');
  await until(t0 + 520);
  await runbook('TerminGatewayErrorRatioHigh');
  await runbook('TerminBookingsFailing');
  log('PostgreSQL and Redis back; api crashes (SIGKILL)');
  await pg.up();
  await redis.up();
  api.kill('SIGKILL');
  await until(t0 + 610);
  await runbook('TerminApiDown');
  log('api back');
  api = startApi();
  await until(t0 + 660);
  log(`page statuses over the walk: ${JSON.stringify(Object.fromEntries(statuses))}`);
} finally {
  traffic = false;
  clearInterval(watcher);
  await stack?.stop();
  for (const child of children) child.kill('SIGKILL');
  pg.down();
  redis.down();
  await mail.close();
  await database.drop();
  execFileSync('rm', ['-rf', dir]);
}
log('done');
