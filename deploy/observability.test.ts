import { existsSync, readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bookingRoutes, createApiMetrics } from '../api/src/metrics/metrics.js';
import { bookingOperations } from '../bff/src/metrics/bookingOperations.js';
import { createMetrics } from '../bff/src/metrics/metrics.js';

// No Prometheus or Grafana runs here, so what deploy/ gives them is kept honest by reading it:
// every query parses as PromQL (Prometheus's own grammar) and names a metric the code exports,
// every alert has a runbook entry, and the compose file wires the tools to the services.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** PromQL's syntax errors, and the metric names it selects. */
function promql(expr: string) {
  const tree = parser.parse(expr);
  const errors: string[] = [];
  const metrics: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`${node.from}: ${expr.slice(node.from, node.from + 20)}`);
      if (node.name === 'VectorSelector') {
        const name = node.node.getChild('Identifier');
        if (name) metrics.push(expr.slice(name.from, name.to));
      }
    },
  });
  return { errors, metrics };
}

const registries = [createMetrics().registry, createApiMetrics().registry];
/** Every series name the processes export (histograms as their _bucket, _sum and _count). */
const exported = new Set(
  registries.flatMap((registry) =>
    registry.getMetricsAsArray().flatMap((metric) => {
      const { name, type } = metric as unknown as { name: string; type: string };
      return type === 'histogram'
        ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
        : type === 'summary'
          ? [name, `${name}_sum`, `${name}_count`]
          : [name];
    }),
  ),
);
// Prometheus's own series for every target, and what the other scraped processes export that
// deploy/ reads (names as the exporters and Alertmanager print them on /metrics).
for (const name of [
  'up',
  'pg_up',
  'pg_stat_database_numbackends',
  'pg_settings_max_connections',
  'pg_database_size_bytes',
  'redis_up',
  'redis_memory_used_bytes',
  'redis_memory_max_bytes',
  'redis_connected_clients',
  'alertmanager_notifications_total',
  'alertmanager_notifications_failed_total',
  'alertmanager_notification_requests_failed_total',
])
  exported.add(name);

interface Panel {
  title: string;
  type: string;
  targets?: Array<{ expr: string }>;
}
const dashboard = JSON.parse(read('grafana/dashboards/termin-gateway.json')) as {
  uid: string;
  panels: Panel[];
};
interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: Record<string, string>;
}
const rules = parse(read('prometheus/alerts.yml')) as {
  groups: Array<{ name: string; rules: Rule[] }>;
};

describe('the Grafana dashboard', () => {
  const queries = dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it('shows what operators watch: traffic, errors, latency, upstream, breaker, caches, limits, process, bookings', () => {
    const metrics = new Set(queries.flatMap(({ expr }) => promql(expr).metrics));
    for (const needed of [
      'bff_http_request_duration_seconds_count',
      'bff_graphql_operation_duration_seconds_bucket',
      'bff_ssr_render_duration_seconds_bucket',
      'bff_upstream_call_duration_seconds_bucket',
      'bff_upstream_circuit_open',
      'bff_page_cache_lookups_total',
      'bff_rate_limit_refusals_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'api_bookings_total',
      'pg_stat_database_numbackends',
      'redis_memory_used_bytes',
    ])
      expect(metrics, needed).toContain(needed);
  });

  it('splits 5xx by route, as the runbook of TerminGatewayErrorRatioHigh asks', () => {
    const split = queries.filter(
      ({ expr }) => /sum by \(route, status\)/.test(expr) && expr.includes('status=~"5.."'),
    );
    expect(split.map(({ panel }) => panel)).toEqual(['5xx by route']);
  });

  it('has only queries that parse and name metrics the code exports', () => {
    expect(queries.length).toBeGreaterThan(15);
    for (const { panel, expr } of queries) {
      const { errors, metrics } = promql(expr);
      expect(errors, `${panel}: ${expr}`).toEqual([]);
      expect(metrics.length, panel).toBeGreaterThan(0);
      for (const metric of metrics) expect(exported, `${panel}: ${metric}`).toContain(metric);
    }
  });

  it('is provisioned from its folder with the data sources it queries', () => {
    const provider = parse(read('grafana/provisioning/dashboards/dashboards.yml')) as {
      providers: Array<{ options: { path: string } }>;
    };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
    const sources = parse(read('grafana/provisioning/datasources/datasources.yml')) as {
      datasources: Array<{ uid: string; url: string }>;
    };
    const uids = sources.datasources.map((source) => source.uid);
    for (const panel of dashboard.panels.filter((panel) => panel.type !== 'row'))
      expect(uids).toContain((panel as unknown as { datasource: { uid: string } }).datasource.uid);
  });
});

describe('the Prometheus alert rules', () => {
  const all = rules.groups.flatMap((group) => group.rules);
  const readme = read('../README.md');

  it('cover the symptoms: error ratio, p99 latency, breaker open, readiness, process down', () => {
    const metrics = new Set(all.flatMap((rule) => promql(rule.expr).metrics));
    for (const needed of [
      'bff_http_request_duration_seconds_count',
      'bff_http_request_duration_seconds_bucket',
      'bff_upstream_circuit_open',
      'bff_ready',
      'api_ready',
      'up',
    ])
      expect(metrics, needed).toContain(needed);
  });

  it('are well formed as promtool reads them, on metrics the code exports', () => {
    for (const rule of all) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      const { errors, metrics } = promql(rule.expr);
      expect(errors, `${rule.alert}: ${rule.expr}`).toEqual([]);
      for (const metric of metrics) expect(exported, `${rule.alert}: ${metric}`).toContain(metric);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      expect(rule.annotations.runbook_url, rule.alert).toBe(
        `{{ $externalURL }}/consoles/runbook.html#${rule.alert}`,
      );
    }
    expect(new Set(all.map((rule) => rule.alert)).size).toBe(all.length);
  });

  it('each have a runbook section that states their severity and how long they wait', () => {
    const runbook = read('prometheus/consoles/runbook.html');
    expect(readme).toContain('deploy/prometheus/consoles/runbook.html');
    const inWords = (duration: string) => {
      const [, count = '', unit = ''] = /^(\d+)([smh])$/.exec(duration) ?? [];
      const name = { s: 'second', m: 'minute', h: 'hour' }[unit]!;
      return `${count} ${name}${count === '1' ? '' : 's'}`;
    };
    for (const rule of all) {
      expect(runbook, rule.alert).toContain(
        `<h2>${rule.alert} <small>${rule.labels.severity}, after ${inWords(rule.for)}`,
      );
      const minutes = `${rule.for.replace(/m$/, '')} min`;
      expect(readme, rule.alert).toMatch(
        new RegExp(`\\| \`${rule.alert}\` +\\| ${rule.labels.severity}, ${minutes} +\\|`),
      );
    }
  });

  it('send the reader of a symptom to its cause first', () => {
    const runbook = read('prometheus/consoles/runbook.html');
    const section = (alert: string) =>
      runbook.slice(runbook.indexOf(`<section id="${alert}">`)).split('</section>')[0]!;
    // A replica's `upstream: down` is also api without its database.
    expect(section('TerminGatewayNotReady')).toMatch(/<li>First <a href="#TerminApiNotReady">/);
    expect(section('TerminUpstreamCircuitOpen')).toMatch(/first <a href="#TerminApiNotReady">/);
    // The figures the database and cache rows ask for come from their exporters.
    expect(section('TerminApiNotReady')).toContain('pg_stat_database_numbackends');
    expect(section('TerminSharedCacheDegraded')).toContain('redis_memory_used_bytes');
  });

  it('each have runbook figures that parse and read series the processes and exporters export', () => {
    // The live figures (a console template's `args`): a misspelt metric shows "no series" just
    // when someone reads it during an outage.
    const runbook = read('prometheus/consoles/runbook.html');
    const figures = [...runbook.matchAll(/\(args ((?:`[^`]+` ?)+)\)/g)].flatMap(([, list]) =>
      [...list!.matchAll(/`([^`]+)`/g)].map(([, expr]) => expr!),
    );
    expect(figures.length).toBeGreaterThanOrEqual(all.length);
    for (const expr of figures) {
      const { errors, metrics } = promql(expr);
      expect(errors, expr).toEqual([]);
      for (const metric of metrics) expect(exported, expr).toContain(metric);
    }
  });

  it('only ask a histogram for a quantile above one of its bucket edges', () => {
    // histogram_quantile interpolates inside a bucket: a threshold inside one fires on requests
    // that all took less (a 1.1 s request in a (1, 2.5] bucket made a "2.25 s" p99).
    const quantiles = all.filter((rule) => rule.expr.includes('histogram_quantile'));
    expect(quantiles.length).toBeGreaterThan(0);
    for (const rule of quantiles) {
      const metric = /(\w+)_bucket\{/.exec(rule.expr)![1]!;
      const threshold = Number(/>\s*([\d.]+)\s*$/.exec(rule.expr.trim())![1]);
      const histogram = registries
        .map((registry) => registry.getSingleMetric(metric))
        .find(Boolean) as unknown as { upperBounds: number[] };
      expect(histogram.upperBounds, rule.alert).toContain(threshold);
    }
  });

  it('leave readiness probes out of the site error ratio and latency', () => {
    for (const name of ['TerminGatewayErrorRatioHigh', 'TerminGatewayLatencyHigh']) {
      const rule = all.find((candidate) => candidate.alert === name)!;
      for (const selector of rule.expr.match(/bff_http_request_duration_seconds_\w+\{[^}]*\}/g)!)
        expect(selector, name).toContain('route!~"/healthz|/readyz"');
    }
  });

  it('count booking failures on both sides of the gateway, by the same kinds', () => {
    const bookings = all.find((rule) => rule.alert === 'TerminBookingsFailing')!;
    expect(promql(bookings.expr).metrics.sort()).toEqual([
      'api_bookings_total',
      'bff_bookings_unanswered_total',
    ]);
    // bff names api's routes by their OpenAPI paths ({id}), api by its Fastify templates (:id).
    const apiRoutes = Object.entries(bookingRoutes).map(([route, kind]) => [
      route.replace(/:(\w+)/g, '{$1}'),
      kind,
    ]);
    expect(Object.entries(bookingOperations).sort()).toEqual(apiRoutes.sort());
  });
});

describe('metric names and labels as README, help texts and dashboards say them', () => {
  it('names the circuit lanes as the code labels them: read and write', () => {
    const bff = createMetrics();
    const texts = [
      read('../README.md'),
      read('prometheus/consoles/runbook.html'),
      (bff.upstreamCircuitOpen as unknown as { help: string }).help,
      (bff.upstreamRefused as unknown as { help: string }).help,
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/lane[^.]*mutation|\(read or mutation\)/);
    }
    expect(texts[2]).toMatch(/read: GET and HEAD; write: every other method/);
  });
});

describe("the operators' tools in docker-compose.yml", () => {
  interface Service {
    image?: string;
    command?: string[];
    volumes?: string[];
    environment?: Record<string, string>;
  }
  const { services } = parse(read('../docker-compose.yml')) as {
    services: Record<string, Service>;
  };

  it('mount files that exist, and Prometheus scrapes the ports the services expose metrics on', () => {
    for (const name of ['prometheus', 'grafana', 'alertmanager'])
      for (const volume of services[name]?.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('./')) continue; // a named volume
        expect(existsSync(new URL(`../${source}`, import.meta.url)), volume).toBe(true);
      }
    const prometheus = parse(read('prometheus/prometheus.yml')) as {
      rule_files: string[];
      alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
      scrape_configs: Array<{
        job_name: string;
        dns_sd_configs?: Array<{ names: string[]; port: number }>;
        static_configs?: Array<{ targets: string[] }>;
      }>;
    };
    // The folder is mounted whole: the rules and the runbook page sit beside the config.
    expect(services.prometheus?.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(prometheus.rule_files).toEqual(['alerts.yml']);
    expect(services.prometheus?.command).toContain(
      '--web.console.templates=/etc/prometheus/consoles',
    );
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((job) => [job.job_name, job]));
    expect(jobs.bff?.dns_sd_configs?.[0]).toMatchObject({
      names: ['bff'],
      port: Number(services.bff?.environment?.METRICS_PORT),
    });
    const targets = (job: string) => jobs[job]?.static_configs?.[0]?.targets;
    expect(targets('api')).toEqual([`api:${services.api?.environment?.API_PORT}`]);
    for (const [job, service] of [
      ['postgres', 'postgres-exporter'],
      ['redis', 'redis-exporter'],
      ['alertmanager', 'alertmanager'],
    ] as const)
      expect(targets(job)?.[0]?.split(':')[0], job).toBe(service);
    expect(targets('prometheus')).toEqual(['localhost:9090']);
  });

  it('keep what Prometheus and Alertmanager store on volumes across restarts', () => {
    expect(services.prometheus?.volumes).toContain('prometheus-data:/prometheus');
    expect(services.prometheus?.command).toContain('--storage.tsdb.path=/prometheus');
    expect(services.alertmanager?.volumes).toContain('alertmanager-data:/alertmanager');
  });

  it('send what fires to Alertmanager, which mails it to Mailpit locally', () => {
    const prometheus = parse(read('prometheus/prometheus.yml')) as {
      alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
    };
    expect(prometheus.alerting.alertmanagers[0]?.static_configs[0]?.targets).toEqual([
      'alertmanager:9093',
    ]);
    expect(services.alertmanager?.volumes).toContain('./deploy/alertmanager:/etc/alertmanager:ro');
    const alertmanager = parse(read('alertmanager/alertmanager.yml')) as {
      global: { smtp_smarthost: string };
    };
    expect(alertmanager.global.smtp_smarthost).toBe('mailpit:1025');
  });

  it("send both processes' traces to the collector", () => {
    expect(services.jaeger?.image).toMatch(/^jaegertracing\/jaeger:2\./);
    for (const name of ['api', 'bff'])
      expect(services[name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT, name).toBe(
        'http://jaeger:4318',
      );
  });
});
