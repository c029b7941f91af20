// The rule tests (deploy/prometheus/alerts.test.yml) as a table: one row per case and alert it
// checks, with promtool's verdict for that case alone. With --rules <file> the cases run against
// other rules (an older alerts.yml) and compare only which alerts fire for which series: the
// severity, the labels a rule adds and the annotations are left out, so wording is not counted.
//
//   npx tsx deploy/test/ruleTestTable.ts [--rules path/to/alerts.yml]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

interface AlertTest {
  eval_time: string;
  alertname: string;
  exp_alerts: Array<{ exp_labels?: Record<string, string>; exp_annotations?: unknown }>;
}
interface Case {
  name: string;
  alert_rule_test: AlertTest[];
}

const folder = fileURLToPath(new URL('../prometheus/', import.meta.url));
const suite = parse(readFileSync(join(folder, 'alerts.test.yml'), 'utf8')) as {
  tests: Case[];
  [key: string]: unknown;
};
const rulesFlag = process.argv.indexOf('--rules');
const otherRules = rulesFlag > 0 ? resolve(process.argv[rulesFlag + 1]!) : undefined;
const rules = otherRules ?? join(folder, 'alerts.yml');

/** The rules without what a rule adds to an alert (labels, annotations): when each fires only. */
function bareRules(file: string) {
  const parsed = parse(readFileSync(file, 'utf8')) as {
    groups: Array<{ rules: Array<Record<string, unknown>> }>;
  };
  for (const group of parsed.groups)
    for (const rule of group.rules) {
      delete rule.labels;
      delete rule.annotations;
    }
  return stringify(parsed);
}

/** Which alerts fire, for which series: what both rule versions can be asked. */
function firingOnly(test: Case): Case {
  return {
    ...test,
    alert_rule_test: test.alert_rule_test.map((check) => ({
      ...check,
      exp_alerts: check.exp_alerts.map(({ exp_labels = {} }) => {
        const { severity: _severity, ...labels } = exp_labels;
        // A label the rule itself adds (job on the absent() alerts) is no series' label.
        if (!labels.instance) delete labels.job;
        return { exp_labels: labels };
      }),
    })),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'termin-rule-table-'));
if (otherRules) writeFileSync(join(dir, 'rules.yml'), bareRules(otherRules));
const rows: string[] = [];
let passed = 0;
let failed = 0;
try {
  for (const test of suite.tests) {
    const file = join(dir, 'case.yml');
    writeFileSync(
      file,
      stringify({
        ...suite,
        rule_files: [otherRules ? join(dir, 'rules.yml') : rules],
        tests: [otherRules ? firingOnly(test) : test],
      }),
    );
    let verdict = 'pass';
    try {
      execFileSync('promtool', ['test', 'rules', file], { stdio: 'pipe' });
      passed++;
    } catch {
      verdict = 'FAIL';
      failed++;
    }
    const alerts = [...new Set(test.alert_rule_test.map((check) => check.alertname))];
    const times = test.alert_rule_test
      .map((check) => `${check.eval_time}: ${check.exp_alerts.length ? 'fires' : 'quiet'}`)
      .join(', ');
    rows.push(`| ${alerts.join(', ')} | ${test.name} | ${times} | ${verdict} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Rules: ${rules}${otherRules ? ' (which alerts fire only)' : ''}\n`);
console.log('| alert | case | expected | result |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
console.log(`\n${passed} passed, ${failed} failed`);
