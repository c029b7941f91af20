// The committed Prometheus and Alertmanager configs run by Debian's binaries on this machine's
// loopback, for the deploy tests and for walking the runbook without Docker. Only what differs
// outside compose is rewritten, in files the harness writes: service names become loopback
// targets (Prometheus cannot resolve `bff` here, so the replicas are listed), Mailpit becomes a
// local SMTP server, and the scrape interval (3 s: a scrape's timeout is its interval, and api's
// readiness check and the PostgreSQL exporter may take 2 s while the database is down) and
// Alertmanager's first wait are shortened, so an alert's `for:` is what the wait is made of. The
// rules are the committed ones; a test that drives an alert through the whole path may shorten
// that alert's `for:` in its copy (`ruleFor`), since `promtool test rules` (alerts.test.yml)
// already pins the committed `for:` to the scrape in simulated time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { freePort, waitFor } from './tools.js';

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export interface Targets {
  /** host:port of each bff replica's metrics server. */
  bff: string[];
  /** host:port of api. */
  api: string[];
  /** host:port of the PostgreSQL and Redis exporters, when one runs. */
  postgres?: string[];
  redis?: string[];
}

interface ScrapeConfig {
  job_name: string;
  static_configs?: Array<{ targets: string[] }>;
  dns_sd_configs?: unknown;
}

/** deploy/prometheus/prometheus.yml with these targets, Alertmanager's address and a scrape interval. */
export function localPrometheusConfig(
  targets: Targets,
  ports: { prometheus: number; alertmanager: number },
  interval = '3s',
  rulePath = (file: string) => here(`prometheus/${file}`),
) {
  const config = parse(readFileSync(here('prometheus/prometheus.yml'), 'utf8')) as {
    global: Record<string, string>;
    rule_files: string[];
    alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
    scrape_configs: ScrapeConfig[];
  };
  config.global.scrape_interval = interval;
  config.global.evaluation_interval = interval;
  config.rule_files = config.rule_files.map(rulePath);
  config.alerting.alertmanagers = [
    { static_configs: [{ targets: [`127.0.0.1:${ports.alertmanager}`] }] },
  ];
  const local: Record<string, string[] | undefined> = {
    ...targets,
    prometheus: [`127.0.0.1:${ports.prometheus}`],
    alertmanager: [`127.0.0.1:${ports.alertmanager}`],
  };
  config.scrape_configs = config.scrape_configs.flatMap((job) => {
    const where = local[job.job_name];
    if (where === undefined) return [];
    const { dns_sd_configs: _dns, ...rest } = job;
    return [{ ...rest, static_configs: [{ targets: where }] }];
  });
  return stringify(config);
}

/** deploy/alertmanager/alertmanager.yml sending its mail to this SMTP port (and a first wait). */
export function localAlertmanagerConfig(smtpPort: number, groupWait?: string) {
  const config = parse(readFileSync(here('alertmanager/alertmanager.yml'), 'utf8')) as {
    global: Record<string, unknown>;
    templates: string[];
    route: Record<string, unknown>;
  };
  config.global.smtp_smarthost = `127.0.0.1:${smtpPort}`;
  config.templates = config.templates.map((glob) => here(`alertmanager/${glob}`));
  if (groupWait) config.route.group_wait = groupWait;
  return stringify(config);
}

/**
 * A committed rules file with the named alerts' `for:` set to the durations given; each alert
 * changed is added to `changed`.
 */
export function rulesWithFor(
  file: string,
  durations: Record<string, string>,
  changed = new Set<string>(),
) {
  const rules = parse(readFileSync(here(`prometheus/${file}`), 'utf8')) as {
    groups: Array<{ rules: Array<{ alert?: string; for?: string }> }>;
  };
  for (const rule of rules.groups.flatMap((group) => group.rules))
    if (rule.alert && durations[rule.alert]) {
      rule.for = durations[rule.alert];
      changed.add(rule.alert);
    }
  return stringify(rules);
}

export interface AlertingStack {
  prometheus: string;
  alertmanager: string;
  /** Alerts as Alertmanager holds them (active ones, inhibited and silenced included). */
  alerts(): Promise<Array<{ labels: Record<string, string>; status: { state: string } }>>;
  /** An instant query's result on Prometheus. */
  query(expr: string): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>>;
  stop(): Promise<void>;
}

async function stopped(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Prometheus and Alertmanager from Debian's packages, on free loopback ports. */
export async function startAlertingStack(
  binaries: { prometheus: string; alertmanager: string },
  targets: Targets,
  options: {
    smtpPort: number;
    interval?: string;
    groupWait?: string;
    ports?: [number, number];
    /** `for:` by alert name in the stack's copy of the rules (the committed ones otherwise). */
    ruleFor?: Record<string, string>;
  },
): Promise<AlertingStack> {
  const dir = mkdtempSync(join(tmpdir(), 'termin-alerting-'));
  const { ruleFor } = options;
  // Each rules file Prometheus is given: the committed one, or the stack's copy with `ruleFor`.
  const changed = new Set<string>();
  const rulePath =
    ruleFor &&
    ((file: string) => {
      const copy = join(dir, file);
      writeFileSync(copy, rulesWithFor(file, ruleFor, changed));
      return copy;
    });
  const [prometheusPort, alertmanagerPort] = options.ports ?? [await freePort(), await freePort()];
  const prometheus = `http://127.0.0.1:${prometheusPort}`;
  const alertmanager = `http://127.0.0.1:${alertmanagerPort}`;
  writeFileSync(
    join(dir, 'prometheus.yml'),
    localPrometheusConfig(
      targets,
      { prometheus: prometheusPort, alertmanager: alertmanagerPort },
      options.interval,
      rulePath,
    ),
  );
  // A misspelt alert would leave its committed `for:` and the test waiting for nothing it said.
  const unknown = Object.keys(ruleFor ?? {}).filter((alert) => !changed.has(alert));
  if (unknown.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`No alert named ${unknown.join(', ')} in the rules`);
  }
  writeFileSync(
    join(dir, 'alertmanager.yml'),
    localAlertmanagerConfig(options.smtpPort, options.groupWait),
  );
  const children = [
    // As docker-compose starts them, with the external URLs their links are made of.
    spawn(
      binaries.alertmanager,
      [
        `--config.file=${join(dir, 'alertmanager.yml')}`,
        `--storage.path=${join(dir, 'alertmanager')}`,
        `--web.listen-address=127.0.0.1:${alertmanagerPort}`,
        `--web.external-url=${alertmanager}`,
        // One instance: no gossip port of its own.
        '--cluster.listen-address=',
      ],
      { stdio: 'ignore' },
    ),
    spawn(
      binaries.prometheus,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'prometheus')}`,
        `--web.listen-address=127.0.0.1:${prometheusPort}`,
        `--web.external-url=${prometheus}`,
        `--web.console.templates=${here('prometheus/consoles')}`,
        `--web.console.libraries=${here('prometheus/consoles')}`,
      ],
      { stdio: 'ignore' },
    ),
  ];
  const stop = async () => {
    await Promise.all(children.map(stopped));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const url of [alertmanager, prometheus])
      await waitFor(
        url,
        async () => ((await fetch(`${url}/-/ready`)).ok ? true : undefined),
        30_000,
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    prometheus,
    alertmanager,
    async alerts() {
      return (await (await fetch(`${alertmanager}/api/v2/alerts`)).json()) as Awaited<
        ReturnType<AlertingStack['alerts']>
      >;
    },
    async query(expr) {
      const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await response.json()) as { data: { result: unknown } };
      return body.data.result as Awaited<ReturnType<AlertingStack['query']>>;
    },
    stop,
  };
}
