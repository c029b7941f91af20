import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from './test/dnsServer.js';
import { localSiteConf, startNginx } from './test/edge.js';
import { findTool, freePort, waitFor } from './test/tools.js';

// deploy/nginx.conf in a real nginx (Debian's) in front of real bff processes, each on its own
// loopback address as replicas are on the compose network, with a DNS server standing in for
// Docker's. Only what differs outside Docker is replaced: the resolver's address, the port nginx
// listens on and the replicas' port.
const root = fileURLToPath(new URL('..', import.meta.url));
const nginx = findTool('nginx', 'nginx-light');
const webBuilt =
  existsSync(join(root, 'web', 'dist', 'server')) && existsSync(join(root, 'bff', 'dist'));
if (!webBuilt) {
  const missing = 'no build (npm run build): bff cannot start';
  if (process.env.CI === 'true') throw new Error(missing);
  console.warn(`\n⚠ ${missing}: the nginx tests are SKIPPED\n`);
}

interface Replica {
  address: string;
  child: ChildProcess;
  /** Requests this replica has answered (every route), from its /metrics. */
  answered(): Promise<number>;
}

describe.skipIf(!nginx || !webBuilt)('nginx in front of the bff replicas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'termin-nginx-'));
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let edge: ChildProcess;
  let site: string;
  let port: number;
  let metricsPort: number;
  const replicas = new Map<string, Replica>();

  /** A bff replica, built as the image runs it, on this loopback address (api down: not needed). */
  async function startReplica(address: string): Promise<Replica> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'API_PORT', 'NODE_OPTIONS']) delete env[name];
    const child = spawn(process.execPath, ['bff/dist/server.js'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: address,
        PORT: String(port),
        METRICS_HOST: address,
        METRICS_PORT: String(metricsPort),
        API_URL: 'http://127.0.0.1:9',
        SESSION_SECRET: 'nginx-test-session-secret-0123456789abcdef',
        GRAPHQL_ALLOW_ANY_OPERATION: '1',
        DATA_DIR: join(dir, address),
        SHUTDOWN_DELAY_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const replica = {
      address,
      child,
      answered: async () => {
        const text = await (await fetch(`http://${address}:${metricsPort}/metrics`)).text();
        return [...text.matchAll(/^bff_http_request_duration_seconds_count\{.*\} (\d+)$/gm)]
          .map(([, count]) => Number(count))
          .reduce((sum, count) => sum + count, 0);
      },
    };
    replicas.set(address, replica);
    await waitFor(
      `bff on ${address}`,
      async () => ((await fetch(`http://${address}:${port}/healthz`)).ok ? true : undefined),
      60_000,
    );
    return replica;
  }

  /** One request through nginx: its status and how long it took. */
  async function through(method: 'GET' | 'POST') {
    const started = Date.now();
    const response = await fetch(
      `${site}${method === 'GET' ? '/healthz' : '/graphql'}`,
      method === 'GET'
        ? {}
        : {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ __typename }' }),
          },
    );
    await response.arrayBuffer();
    return { method, status: response.status, ms: Date.now() - started };
  }

  beforeAll(async () => {
    dns = await startDnsServer('bff');
    // One port for every replica, as in compose (bff:3000 on each replica's address).
    port = await freePort('127.0.0.2');
    metricsPort = await freePort('127.0.0.2');
    const edgePort = await freePort();
    site = `http://127.0.0.1:${edgePort}`;
    const site_conf = localSiteConf(dir, {
      listen: `127.0.0.1:${edgePort}`,
      bff: `http://bff:${port}`,
    }).replace('resolver 127.0.0.11 ', `resolver ${dns.address} `);
    expect(site_conf).toContain(`resolver ${dns.address} `);
    // Started while `bff` does not resolve, as nginx may start before any replica in compose.
    edge = startNginx(nginx!, dir, site_conf);
    await waitFor('nginx', async () => ((await fetch(site)).status ? true : undefined));
    await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4'].map(startReplica));
  }, 120_000);

  afterAll(async () => {
    edge?.kill('SIGTERM');
    for (const replica of replicas.values()) replica.child.kill('SIGKILL');
    await dns?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts before any replica resolves, then follows the replicas DNS names without a reload', async () => {
    // Still nothing in DNS: 502 at once, not a failed start.
    expect((await through('GET')).status).toBe(502);
    dns.set(['127.0.0.2', '127.0.0.3']);
    // The NXDOMAIN nginx kept expires (valid=5s); then both replicas share the requests.
    await waitFor('nginx to resolve bff', async () =>
      (await through('GET')).status === 200 ? true : undefined,
    );
    const [a, b] = [replicas.get('127.0.0.2')!, replicas.get('127.0.0.3')!];
    const before = [await a.answered(), await b.answered()];
    for (let i = 0; i < 20; i++) expect((await through('GET')).status).toBe(200);
    expect(await a.answered()).toBeGreaterThan(before[0]!);
    expect(await b.answered()).toBeGreaterThan(before[1]!);
  }, 30_000);

  it('loses no request while a replica is replaced by one at another address', async () => {
    const [b, c] = [replicas.get('127.0.0.3')!, replicas.get('127.0.0.4')!];
    const cBefore = await c.answered();
    // The new replica is announced and the old one stops: requests nginx still sends to the old
    // address are refused there and go to the next replica.
    dns.set(['127.0.0.2', '127.0.0.4']);
    b.child.kill('SIGKILL');
    const statuses: number[] = [];
    const until = Date.now() + 7000; // past valid=5s
    while (Date.now() < until) statuses.push((await through('GET')).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(20);
    expect(await c.answered()).toBeGreaterThan(cBefore);
  }, 30_000);

  it('answers a request a hung replica took with 504 after 15 s, never replaying it elsewhere', async () => {
    const [a, c] = [replicas.get('127.0.0.2')!, replicas.get('127.0.0.4')!];
    // SIGSTOP: the kernel still accepts connections for it, nothing answers them.
    a.child.kill('SIGSTOP');
    try {
      const results: Array<Awaited<ReturnType<typeof through>>> = [];
      let answeredByC = 0;
      // nginx starts each request at a random replica: rounds until a GET and a POST hit the
      // hung one (each round sends 6 of each, so one round almost always does).
      for (let round = 0; round < 3; round++) {
        const before = await c.answered();
        const batch = await Promise.all(
          (['GET', 'POST'] as const).flatMap((method) =>
            Array.from({ length: 6 }, () => through(method)),
          ),
        );
        answeredByC += (await c.answered()) - before;
        results.push(...batch);
        const hung = batch.filter((result) => result.status === 504);
        if (hung.some((r) => r.method === 'GET') && hung.some((r) => r.method === 'POST')) break;
      }
      const hung = results.filter((result) => result.status === 504);
      const served = results.filter((result) => result.status !== 504);
      expect(hung.some((result) => result.method === 'GET')).toBe(true);
      expect(hung.some((result) => result.method === 'POST')).toBe(true);
      // proxy_read_timeout 15 s, once: not 2 × 15 s (replayed), not the 60 s default.
      for (const result of hung) {
        expect(result.ms).toBeGreaterThanOrEqual(14_500);
        expect(result.ms).toBeLessThan(20_000);
      }
      // What the healthy replica answered is exactly what the clients got from it: nothing
      // that hung was sent to it again.
      for (const result of served) expect(result.ms).toBeLessThan(10_000);
      expect(answeredByC).toBe(served.length);
    } finally {
      a.child.kill('SIGCONT');
    }
  }, 70_000);
});
