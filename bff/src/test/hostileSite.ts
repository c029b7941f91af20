// The hostile-traffic suite's site (issue 41): real api and bff processes with the default limits,
// the page cache off so every visitor's page is rendered, an attacker's loops from one address,
// and fresh visitors (each at an address of its own, no cookies) timed while the attack runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningProcess, sleep, startApi, startBff } from './processes.js';

export interface AttackAnswers {
  byStatus: Record<number, number>;
  /** The longest one request took. */
  slowestMs: number;
  /** Requests that failed without an answer (network errors). */
  failed: number;
}

export interface VisitorTimes {
  statuses: number[];
  medianMs: number;
  p95Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function startHostileSite(env: { api?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-hostile-'));
  // The auth service sends a login back only to the site it knows: this bff.
  const bffPort = await freePort();
  const siteUrl = `http://127.0.0.1:${bffPort}`;
  const api: RunningProcess = await startApi({
    port: await freePort(),
    dataDir,
    siteUrl,
    env: env.api,
  });
  const bff = await startBff({
    port: bffPort,
    apiUrl: api.url,
    env: { PAGE_CACHE_SECONDS: '0', SITE_URL: siteUrl },
  });
  const suggest = (await fetch(`${api.url}/network/suggest?s=lotus&d=beograd`, {
    headers: { 'x-project-country': 'RS' },
  }).then((response) => response.json())) as { branches: { id: string; slug: string }[] };
  const branchId = suggest.branches[0]!.id;
  const companyPage = `/en/company/${suggest.branches[0]!.slug}`;
  let visitorCount = 0;

  const metricsOf = async (url: string) => {
    const response = await fetch(`${url}/metrics`);
    if (response.status !== 200) throw new Error(`no metrics at ${url}: ${response.status}`);
    return response.text();
  };
  /** The sum of a metric's samples whose labels contain every given fragment. */
  const sum = (text: string, name: string, ...labels: string[]) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .filter((line) => labels.every((label) => line.includes(label)))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

  /** One fresh visitor's company page: its status and how long it took. */
  const visit = async () => {
    visitorCount += 1;
    const started = performance.now();
    const response = await fetch(`${bff.url}${companyPage}`, {
      headers: {
        'x-forwarded-for': `10.77.${Math.floor(visitorCount / 250)}.${visitorCount % 250}`,
        'accept-encoding': 'br',
      },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  /** Fresh visitors one after another for `ms`, a short pause between them. */
  const visitors = async (ms: number): Promise<VisitorTimes> => {
    const until = performance.now() + ms;
    const seen: { status: number; ms: number }[] = [];
    while (performance.now() < until) {
      seen.push(await visit());
      await sleep(100);
    }
    const times = seen.map((one) => one.ms).sort((a, b) => a - b);
    return {
      statuses: seen.map((one) => one.status),
      medianMs: Math.round(quantile(times, 0.5)),
      p95Ms: Math.round(quantile(times, 0.95)),
    };
  };

  /** `loops` clients sending `send(i)` one after another until `ms` have passed. */
  const attack = async (
    loops: number,
    ms: number,
    send: (i: number) => Promise<Response>,
  ): Promise<AttackAnswers> => {
    const until = performance.now() + ms;
    const answers: AttackAnswers = { byStatus: {}, slowestMs: 0, failed: 0 };
    let sent = 0;
    await Promise.all(
      Array.from({ length: loops }, async () => {
        while (performance.now() < until) {
          sent += 1;
          const started = performance.now();
          try {
            const response = await send(sent);
            await response.arrayBuffer();
            answers.byStatus[response.status] = (answers.byStatus[response.status] ?? 0) + 1;
          } catch {
            answers.failed += 1;
          }
          answers.slowestMs = Math.max(answers.slowestMs, Math.round(performance.now() - started));
        }
      }),
    );
    return answers;
  };

  /**
   * Visitors quiet, then during the attack: prints both and what the attacker got (the issue's
   * closing table is made of these lines).
   */
  const underAttack = async (name: string, attackMs: number, run: () => Promise<AttackAnswers>) => {
    // A running site has rendered the page before (code loaded, compiled).
    await visit();
    const quiet = await visitors(1500);
    const [answers, during] = await Promise.all([run(), visitors(attackMs)]);
    console.log(
      `[hostile] ${name}: visitor median/p95 quiet ${quiet.medianMs}/${quiet.p95Ms} ms, ` +
        `during ${during.medianMs}/${during.p95Ms} ms (${during.statuses.length} visits); ` +
        `attacker got ${JSON.stringify(answers.byStatus)}, ${answers.failed} failed, ` +
        `slowest ${answers.slowestMs} ms`,
    );
    return { quiet, during, answers };
  };

  return {
    api,
    bff,
    branchId,
    companyPage,
    bffMetrics: () => metricsOf(bff.metricsUrl),
    apiMetrics: () => metricsOf(api.url),
    sum,
    attack,
    underAttack,
    async stop() {
      await bff.stop();
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type HostileSite = Awaited<ReturnType<typeof startHostileSite>>;
