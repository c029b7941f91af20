import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rulesWithFor, startAlertingStack } from './test/alertingStack.js';
import { findTool, freePort, runTool, waitFor } from './test/tools.js';

// The alerting path checked by the tools that run it: promtool reads the Prometheus config and
// rules and runs the rule tests (a case per alert, deploy/prometheus/alerts.test.yml); amtool
// reads the Alertmanager config and says where each alert goes; a real Prometheus serves the
// runbook page every alert links.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const promtool = findTool('promtool', 'prometheus');
const amtool = findTool('amtool', 'prometheus-alertmanager');
const prometheus = findTool('prometheus', 'prometheus');
// A tool run takes a second alone, many on a machine busy with the rest of the suite.
const toolTimeout = 30_000;

interface Rule {
  alert: string;
  labels: { severity: string };
  annotations: { runbook_url: string };
}
const rules = (
  parse(readFileSync(here('prometheus/alerts.yml'), 'utf8')) as {
    groups: Array<{ rules: Rule[] }>;
  }
).groups.flatMap((group) => group.rules);

describe.skipIf(!promtool)('Prometheus config and alert rules (promtool)', () => {
  it(
    'the config, with the rule file it loads, is valid',
    () => {
      const out = runTool(promtool!, ['check', 'config', here('prometheus/prometheus.yml')]);
      expect(out).toMatch(/SUCCESS: 1 rule files found/);
      expect(out).toMatch(new RegExp(`SUCCESS: ${rules.length} rules found`));
    },
    toolTimeout,
  );

  it(
    'every alert passes its rule tests: fires when it should, quiet when it should not',
    () => {
      const tests = readFileSync(here('prometheus/alerts.test.yml'), 'utf8');
      for (const rule of rules) expect(tests, rule.alert).toContain(`alertname: ${rule.alert}\n`);
      const out = runTool(promtool!, ['test', 'rules', 'alerts.test.yml'], {
        cwd: here('prometheus'),
      });
      expect(out).toMatch(/SUCCESS/);
    },
    toolTimeout,
  );
});

describe.skipIf(!amtool)('Alertmanager config (amtool)', () => {
  const config = here('alertmanager/alertmanager.yml');
  const receiver = (labels: Record<string, string>) =>
    runTool(amtool!, [
      'config',
      'routes',
      'test',
      `--config.file=${config}`,
      ...Object.entries(labels).map(([name, value]) => `${name}=${value}`),
    ]).trim();

  it(
    'is valid, with the e-mail template it names',
    () => {
      const out = runTool(amtool!, ['check-config', config]);
      expect(out).toMatch(/SUCCESS/);
      expect(out).toMatch(/ 1 templates/);
      // amtool's example alerts through the template: every alert with its links.
      const html = runTool(amtool!, [
        'template',
        'render',
        `--template.glob=${here('alertmanager/templates/*.tmpl')}`,
        '--template.text={{ template "termin.email.html" . }}',
      ]);
      expect(html).toContain('<a href="https://generatorurl.com">');
      expect(html).toContain('<a href="https://example.com">Alertmanager</a>');
    },
    toolTimeout,
  );

  it(
    'pages on-call for critical alerts and a broken notification path, mails the team the rest',
    () => {
      for (const rule of rules) {
        const expected =
          rule.labels.severity === 'critical' || rule.alert === 'TerminAlertNotificationsFailing'
            ? 'on-call'
            : 'team';
        expect(
          receiver({ alertname: rule.alert, severity: rule.labels.severity }),
          rule.alert,
        ).toBe(expected);
      }
    },
    toolTimeout,
  );
});

describe.skipIf(!prometheus)('the runbook page every alert links (a real Prometheus)', () => {
  let server: ChildProcess;
  let url: string;
  let data: string;

  beforeAll(async () => {
    const port = await freePort();
    data = mkdtempSync(join(tmpdir(), 'termin-prometheus-'));
    url = `http://127.0.0.1:${port}`;
    // As docker-compose starts it: this folder's config, its consoles, an external URL.
    server = spawn(
      prometheus!,
      [
        `--config.file=${here('prometheus/prometheus.yml')}`,
        `--storage.tsdb.path=${data}`,
        `--web.listen-address=127.0.0.1:${port}`,
        `--web.external-url=${url}`,
        `--web.console.templates=${here('prometheus/consoles')}`,
        `--web.console.libraries=${here('prometheus/consoles')}`,
      ],
      { stdio: 'ignore' },
    );
    await waitFor('Prometheus', async () =>
      (await fetch(`${url}/-/ready`)).ok ? true : undefined,
    );
  }, 30_000);

  afterAll(() => {
    server?.kill('SIGTERM');
    if (data) rmSync(data, { recursive: true, force: true });
  });

  it('renders, with a section for each alert its runbook_url points at', async () => {
    const response = await fetch(`${url}/consoles/runbook.html`);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const rule of rules) {
      expect(rule.annotations.runbook_url, rule.alert).toBe(
        `{{ $externalURL }}/consoles/runbook.html#${rule.alert}`,
      );
      expect(page, rule.alert).toContain(`<section id="${rule.alert}">`);
    }
    // The live figures were queried (nothing is scraped here, so each says it has no series).
    expect(page).toContain('no series');
    expect(page).not.toMatch(/error executing template|\{\{/);
  });

  it('links each loaded alert to its section by the external URL', async () => {
    const response = await waitFor('the rules', async () => {
      const body = (await (await fetch(`${url}/api/v1/rules`)).json()) as {
        data: { groups: Array<{ rules: Array<{ name: string; annotations: object }> }> };
      };
      return body.data.groups.length > 0 ? body : undefined;
    });
    const loaded = response.data.groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name).sort()).toEqual(rules.map((rule) => rule.alert).sort());
    // Annotations are expanded when an alert fires; the rule text names the external URL.
    const absent = await waitFor(
      'TerminGatewayDown pending',
      async () => {
        const body = (await (await fetch(`${url}/api/v1/alerts`)).json()) as {
          data: {
            alerts: Array<{ labels: { alertname: string }; annotations: { runbook_url: string } }>;
          };
        };
        return body.data.alerts.find((alert) => alert.labels.alertname === 'TerminGatewayDown');
      },
      20_000,
    );
    expect(absent.annotations.runbook_url).toBe(`${url}/consoles/runbook.html#TerminGatewayDown`);
  }, 30_000);
});

describe("the alerting stack's test copy of the rules", () => {
  it('shortens only the alerts it names, and refuses a name no rule has', async () => {
    const changed = new Set<string>();
    const copy = (
      parse(rulesWithFor('alerts.yml', { TerminGatewayDown: '10s' }, changed)) as {
        groups: Array<{ rules: Array<{ alert: string; for?: string }> }>;
      }
    ).groups.flatMap((group) => group.rules);
    expect(changed).toEqual(new Set(['TerminGatewayDown']));
    for (const rule of copy) {
      const committed = rules.find((candidate) => candidate.alert === rule.alert) as {
        for?: string;
      };
      expect(rule.for, rule.alert).toBe(rule.alert === 'TerminGatewayDown' ? '10s' : committed.for);
    }
    await expect(
      startAlertingStack(
        { prometheus: 'unused', alertmanager: 'unused' },
        { bff: [], api: [] },
        { smtpPort: 0, ports: [1, 2], ruleFor: { TerminGatewayDwn: '10s' } },
      ),
    ).rejects.toThrow('No alert named TerminGatewayDwn in the rules');
  });
});
