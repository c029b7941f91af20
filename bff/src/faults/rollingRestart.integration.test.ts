import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { callerHeaders } from '../../../api/src/test/testApp.js';
import {
  freePort,
  type RunningProcess,
  sleep,
  startApi,
  startBff,
  webBuilt,
} from '../test/processes.js';
import { startReadinessBalancer } from '../test/readinessBalancer.js';

// Issue 19: a deploy restarts the replicas one by one. On SIGTERM a replica turns its readiness
// 503 first, keeps serving while the load balancer notices, then finishes what is in flight and
// exits; steady traffic through the balancer meanwhile loses no request.
describe.skipIf(!webBuilt)('a rolling restart of two bff replicas (needs the web build)', () => {
  let api: ListeningApi;
  let apiUrl: string;
  const replicas: RunningProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startReadinessBalancer>>;
  // Every request is rendered (no page cache), so renders and streams are in flight at SIGTERM.
  // The clients' traffic all comes from one address: the per-address limits would refuse it
  // long before the restarts this measures.
  const env = {
    SHUTDOWN_DELAY_MS: '1500',
    PAGE_CACHE_SECONDS: '0',
    RATE_LIMIT_COST_PER_MINUTE: '100000000',
    RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_GRAPHQL_PER_MINUTE: '1000000',
  };

  beforeAll(async () => {
    api = await startListeningApi();
    apiUrl = api.url;
    const ports = [await freePort(), await freePort()];
    replicas.push(...(await Promise.all(ports.map((port) => startBff({ port, apiUrl, env })))));
    balancer = await startReadinessBalancer(ports);
    await Promise.all(ports.map((port) => balancer.waitReady(port)));
  }, 180_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(replicas.map((replica) => replica.stop('SIGINT')));
    await api?.close();
  });

  it('loses no request while each replica in turn is stopped and started again', async () => {
    const company = new URL((await fetch(`${balancer.url}/en/company/13`)).url).pathname;
    const requests: Array<() => Promise<string | undefined>> = [
      // A streamed page: complete only with its closing tag.
      async () => {
        const response = await fetch(`${balancer.url}${company}`);
        const html = await response.text();
        if (response.status !== 200) return `${company}: ${response.status}`;
        return html.trimEnd().endsWith('</html>') ? undefined : `${company}: cut off`;
      },
      async () => {
        const response = await fetch(`${balancer.url}/en`);
        await response.text();
        return response.status === 200 ? undefined : `/en: ${response.status}`;
      },
      async () => {
        const response = await fetch(`${balancer.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        const body = (await response.json()) as { errors?: unknown };
        return response.status === 200 && !body.errors ? undefined : `graphql: ${response.status}`;
      },
    ];
    const failures: string[] = [];
    let completed = 0;
    let running = true;
    const client = async (offset: number) => {
      for (let turn = offset; running; turn++) {
        const failure = await requests[turn % requests.length]!().catch(
          (error: Error) => `${error.message} ${String(error.cause ?? '')}`,
        );
        if (failure) failures.push(failure);
        completed++;
      }
    };
    const clients = Array.from({ length: 6 }, (_, offset) => client(offset));

    for (const index of [0, 1]) {
      await sleep(1500);
      const old = replicas[index]!;
      const servedBefore = balancer.served().get(old.port)!;
      await old.stop('SIGTERM');
      expect(old.output()).not.toMatch(/did not finish in time/);
      replicas[index] = await startBff({ port: old.port, apiUrl, env });
      await balancer.waitReady(old.port);
      await sleep(1500);
      // The new process is taking its share again.
      expect(balancer.served().get(old.port)!).toBeGreaterThan(servedBefore);
    }
    running = false;
    await Promise.all(clients);

    console.info(`rolling restart: ${completed} requests, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(completed).toBeGreaterThan(60);
  }, 180_000);
});

describe('api on SIGTERM', () => {
  it('turns readiness off first, serves what still arrives, then exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'termin-drain-'));
    const api = await startApi({
      port: await freePort(),
      dataDir,
      env: { SHUTDOWN_DELAY_MS: '1500' },
    });
    try {
      const exited = new Promise<number | null>((done) => api.child.once('exit', done));
      api.child.kill('SIGTERM');
      await sleep(300);
      expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
      // Still serving while the callers stop sending.
      const branch = await fetch(`${api.url}/branches/13`, { headers: callerHeaders('RS') });
      expect(branch.status).toBe(200);
      expect(await exited).toBe(0);
      await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
    } finally {
      await api.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
