import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertingStack, startAlertingStack } from './test/alertingStack.js';
import { startMailSink } from './test/mailSink.js';
import { freshPostgres } from './test/postgres.js';
import { findTool, freePort, waitFor } from './test/tools.js';

// The whole alerting path with the real processes: the built api and bff, Prometheus with the
// committed rules, Alertmanager with the committed routes and e-mail template, and an SMTP server
// where Mailpit would be (deploy/test/alertingStack.ts says what is rewritten for loopback).
// The gateway dies; TerminGatewayDown must reach Alertmanager and on-call's inbox with a link to
// its runbook entry, whose figures then say what is wrong. That alert's `for:` is shortened to
// `alertFor` seconds here (promtool's tests in alertingTools.test.ts hold the committed `for: 1m`
// to the scrape in simulated time): a minute of waiting would prove nothing more about the path.
const alertFor = 10;
const root = fileURLToPath(new URL('..', import.meta.url));
const prometheus = findTool('prometheus', 'prometheus');
const alertmanager = findTool('prometheus-alertmanager', 'prometheus-alertmanager');
const built =
  existsSync(join(root, 'web', 'dist', 'server')) && existsSync(join(root, 'bff', 'dist'));
if (!built) {
  const missing = 'no build (npm run build): api and bff cannot start';
  if (process.env.CI === 'true') throw new Error(missing);
  console.warn(`\n⚠ ${missing}: the alert path test is SKIPPED\n`);
}

/** A quoted-printable e-mail body as written (Alertmanager encodes its HTML that way). */
const unquoted = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.skipIf(!prometheus || !alertmanager || !built)('the alerting path, end to end', () => {
  const dir = mkdtempSync(join(tmpdir(), 'termin-alert-path-'));
  const children: ChildProcess[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let stack: AlertingStack;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let bff: ChildProcess;
  let skipped = false;

  function start(args: string[], env: Record<string, string>) {
    const inherited: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'NODE_OPTIONS'])
      delete inherited[name];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    const database = await freshPostgres();
    if (!database) {
      skipped = true;
      return;
    }
    cleanups.push(database.drop);
    mail = await startMailSink();
    cleanups.push(mail.close);
    const [apiPort, bffPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
    start(['api/dist/server.js'], {
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      DATA_DIR: join(dir, 'api'),
    });
    bff = start(['bff/dist/server.js'], {
      HOST: '127.0.0.1',
      PORT: String(bffPort),
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: 'alert-path-test-session-secret-0123456789',
      DATA_DIR: join(dir, 'bff'),
      SHUTDOWN_DELAY_MS: '0',
    });
    // Prometheus starts once the site is ready: a slow start would read as the site down.
    await waitFor(
      'bff ready over api',
      async () => ((await fetch(`http://127.0.0.1:${bffPort}/readyz`)).ok ? true : undefined),
      90_000,
    );
    stack = await startAlertingStack(
      { prometheus: prometheus!, alertmanager: alertmanager! },
      { bff: [`127.0.0.1:${metricsPort}`], api: [`127.0.0.1:${apiPort}`] },
      // Not the 30 s compose waits before the first e-mail of a group: the test would take longer.
      { smtpPort: mail.port, groupWait: '1s', ruleFor: { TerminGatewayDown: `${alertFor}s` } },
    );
    cleanups.unshift(stack.stop);
    await waitFor(
      'the site ready and scraped',
      async () => {
        const ready = await stack.query('min(bff_ready{job="bff"}) * min(api_ready{job="api"})');
        return ready[0]?.value[1] === '1' ? true : undefined;
      },
      30_000,
    );
  }, 150_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("pages on-call by e-mail once the last bff has been gone for the alert's `for:`, linking the runbook entry that names it", async (context) => {
    if (skipped) return context.skip();
    // A running site pages no one.
    expect((await stack.alerts()).map((alert) => alert.labels.alertname)).toEqual([]);

    bff.kill('SIGKILL');
    const died = Date.now();
    const alert = await waitFor(
      'TerminGatewayDown in Alertmanager',
      async () =>
        (await stack.alerts()).find(
          (candidate) => candidate.labels.alertname === 'TerminGatewayDown',
        ),
      alertFor * 1000 + 40_000,
    );
    // The `for:` from the first failed scrape: not before it.
    expect(Date.now() - died).toBeGreaterThanOrEqual(alertFor * 1000);
    expect(alert.labels).toMatchObject({ severity: 'critical', job: 'bff' });
    expect(alert.status.state).toBe('active');

    const page = await waitFor(
      "on-call's e-mail",
      async () => mail.mails.find((candidate) => candidate.text.includes('TerminGatewayDown')),
      15_000,
    );
    expect(page.to).toEqual(['on-call@termin.local']);
    const text = unquoted(page.text);
    expect(text).toMatch(/^Subject: \[FIRING:1\] TerminGatewayDown \(critical\)\r?$/m);
    const runbook = `${stack.prometheus}/consoles/runbook.html#TerminGatewayDown`;
    expect(text).toContain(`<a href="${runbook}">`);
    // api is up: nothing but the gateway paged.
    expect((await stack.alerts()).map((candidate) => candidate.labels.alertname)).toEqual([
      'TerminGatewayDown',
    ]);

    // The link works, and the entry's figures say it: a replica known, none of them up.
    const entry = await (await fetch(runbook)).text();
    const section = entry
      .slice(entry.indexOf('<section id="TerminGatewayDown">'))
      .split('</section>')[0]!
      .replaceAll('&#34;', '"');
    expect(section).toMatch(
      /<code>count\(up\{job="bff"\}\)<\/code>:\s*<span class="value">→ 1<\/span>/,
    );
    expect(section).toMatch(
      /<code>sum\(up\{job="bff"\}\)<\/code>:\s*<span class="value">→ 0<\/span>/,
    );
  }, 90_000);
});
