import { existsSync, readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApiMetrics } from '../api/src/metrics/metrics.js';
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

/** Every series name the processes export (histograms as their _bucket, _sum and _count). */
const exported = new Set(
  [createMetrics().registry, createApiMetrics().registry].flatMap((registry) =>
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
// Prometheus's own series for every target.
exported.add('up');

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
    ])
      expect(metrics, needed).toContain(needed);
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
      expect(rule.annotations.runbook_url, rule.alert).toBe('README.md#runbook');
    }
    expect(new Set(all.map((rule) => rule.alert)).size).toBe(all.length);
  });

  it('each have a runbook line in README', () => {
    const runbook = readme.slice(readme.indexOf('### Runbook'));
    for (const rule of all)
      expect(runbook, rule.alert).toMatch(new RegExp(`\\| \`${rule.alert}\` +\\|`));
  });
});

describe("the operators' tools in docker-compose.yml", () => {
  interface Service {
    image?: string;
    volumes?: string[];
    environment?: Record<string, string>;
  }
  const { services } = parse(read('../docker-compose.yml')) as {
    services: Record<string, Service>;
  };

  it('mount files that exist, and Prometheus scrapes the ports the services expose metrics on', () => {
    for (const name of ['prometheus', 'grafana'])
      for (const volume of services[name]?.volumes ?? []) {
        const source = volume.split(':')[0]!;
        expect(existsSync(new URL(`../${source}`, import.meta.url)), volume).toBe(true);
      }
    const prometheus = parse(read('prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: Array<{
        job_name: string;
        dns_sd_configs?: Array<{ names: string[]; port: number }>;
        static_configs?: Array<{ targets: string[] }>;
      }>;
    };
    expect(services.prometheus?.volumes).toContain(
      `./deploy/prometheus/alerts.yml:${prometheus.rule_files[0]}:ro`,
    );
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((job) => [job.job_name, job]));
    expect(jobs.bff?.dns_sd_configs?.[0]).toMatchObject({
      names: ['bff'],
      port: Number(services.bff?.environment?.METRICS_PORT),
    });
    expect(jobs.api?.static_configs?.[0]?.targets).toEqual([
      `api:${services.api?.environment?.API_PORT}`,
    ]);
  });

  it("send both processes' traces to the collector", () => {
    expect(services.jaeger?.image).toMatch(/^jaegertracing\/jaeger:2\./);
    for (const name of ['api', 'bff'])
      expect(services[name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT, name).toBe(
        'http://jaeger:4318',
      );
  });
});
