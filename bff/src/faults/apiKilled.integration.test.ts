import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  sleep,
  startApi,
  startBff,
  webBuilt,
} from '../test/processes.js';

// Issue 8, fault tests: the api process is killed (SIGKILL) while bff is under load. bff keeps
// answering, fast, with the upstream-down code and the 503 error page; when api comes back, bff
// notices by itself (the circuit's trial call) without a restart, and never crashes.
const timeoutMs = 1000;
/** Slack for the event loop of a loaded 2-core machine on top of the upstream timeout. */
const slackMs = 2000;
const suggestions = {
  query: '{ suggestions(text: "salon", city: "beograd") { branches { id } } }',
};

interface Outcome {
  kind: 'graphql' | 'page';
  status: number;
  ms: number;
  code?: string;
  ok: boolean;
  errorPage?: boolean;
}

describe.skipIf(!webBuilt)('bff with api killed under load (needs the web build)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-fault-'));
  let apiPort: number;
  let api: RunningProcess;
  let bff: RunningProcess;
  let companyPath: string;

  beforeAll(async () => {
    apiPort = await freePort();
    api = await startApi({ port: apiPort, dataDir });
    bff = await startBff({
      port: await freePort(),
      apiUrl: api.url,
      env: {
        UPSTREAM_TIMEOUT_MS: String(timeoutMs),
        // Every page and query must reach the upstream: nothing answered from the public cache.
        PUBLIC_CACHE_TTL_SECONDS: '0',
        VENUE_CACHE_SECONDS: '0',
        RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '1000000',
        RATE_LIMIT_COST_PER_MINUTE: '100000000',
        RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
        RATE_LIMIT_GRAPHQL_PER_MINUTE: '1000000',
      },
    });
    const suggest = await fetch(`${api.url}/network/suggest?s=lotus&d=beograd`, {
      headers: { 'x-project-country': 'RS' },
    }).then((response) => response.json() as Promise<{ branches: { slug: string }[] }>);
    companyPath = `/en/company/${suggest.branches[0]!.slug}`;
  }, 180_000);

  afterAll(async () => {
    await bff?.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function request(kind: Outcome['kind']): Promise<Outcome> {
    const started = performance.now();
    if (kind === 'graphql') {
      const response = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(suggestions),
      });
      const body = (await response.json()) as {
        data?: { suggestions: { branches: unknown[] } };
        errors?: { extensions?: { code?: string } }[];
      };
      return {
        kind,
        status: response.status,
        ms: performance.now() - started,
        code: body.errors?.[0]?.extensions?.code,
        ok: !body.errors && (body.data?.suggestions.branches.length ?? 0) > 0,
      };
    }
    const response = await fetch(`${bff.url}${companyPath}`, { redirect: 'manual' });
    const html = await response.text();
    return {
      kind,
      status: response.status,
      ms: performance.now() - started,
      ok: response.status === 200,
      errorPage: /<html[\s>]/.test(html) && /unexpected error|unavailable/i.test(html),
    };
  }

  /** `workers` clients sending alternately a query and a page until `until()` is true. */
  async function load(workers: number, until: () => boolean) {
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; !until(); i += 1) {
          outcomes.push(await request(i % 2 === 0 ? 'graphql' : 'page'));
        }
      }),
    );
    return outcomes;
  }

  it('answers UPSTREAM_UNAVAILABLE and 503 pages within the timeout, then recovers', async () => {
    // Up: both succeed.
    expect(await request('graphql')).toMatchObject({ ok: true });
    expect(await request('page')).toMatchObject({ status: 200 });

    // Killed under load.
    let phase: 'up' | 'down' | 'done' = 'up';
    const killedAt = { t: 0 };
    const loadRun = load(6, () => phase === 'done');
    await sleep(1000);
    await api.stop('SIGKILL');
    killedAt.t = performance.now();
    phase = 'down';
    await sleep(4000);
    phase = 'done';
    const outcomes = await loadRun;

    const settled = outcomes.filter((o) => !o.ok);
    expect(settled.length).toBeGreaterThan(10);
    for (const outcome of settled) {
      if (outcome.kind === 'graphql') {
        expect(outcome.status).toBe(200);
        expect(outcome.code).toBe('UPSTREAM_UNAVAILABLE');
      } else {
        expect(outcome.status).toBe(503);
        expect(outcome.errorPage).toBe(true);
      }
      expect(outcome.ms).toBeLessThan(timeoutMs + slackMs);
    }
    const slowest = Math.max(...settled.map((o) => o.ms));
    console.info(
      `api killed: ${outcomes.length} answers under load, ${settled.length} while down ` +
        `(${settled.filter((o) => o.kind === 'page').length} pages 503), slowest ${Math.round(slowest)} ms`,
    );
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(503);

    // Back: the same port and data; bff closes its circuit by itself.
    api = await startApi({ port: apiPort, dataDir });
    const back = performance.now();
    // Recovered: a query and a page both succeed again (a freshly started api on a busy machine
    // may still time out a call or two first).
    let recovered = false;
    while (!recovered && performance.now() - back < 30_000) {
      recovered = (await request('graphql')).ok && (await request('page')).ok;
      if (!recovered) await sleep(250);
    }
    expect(recovered).toBe(true);
    console.info(`bff recovered ${Math.round(performance.now() - back)} ms after api returned`);
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);

    // Never crashed, never an unhandled rejection.
    expect(bff.alive()).toBe(true);
    expect(bff.output()).not.toMatch(/unhandled|uncaught/i);
  }, 120_000);
});
