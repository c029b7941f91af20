import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInThrough } from '../bff/src/test/customerSession.js';
import { inlineScriptHashes } from '../bff/src/ssr/pageCache.js';
import { localSiteConf, startNginx } from './test/edge.js';
import { findTool, freePort, sleep, waitFor } from './test/tools.js';

// deploy/nginx.conf's cache in a real nginx (Debian's) in front of the built bff and api, as
// compose runs them: anonymous visitors get public pages from the edge, signed-in ones never do.
// Only what differs outside Docker is replaced: the port nginx listens on, bff's address and
// where the cache lives.
const root = fileURLToPath(new URL('..', import.meta.url));
const nginx = findTool('nginx', 'nginx-light');
const built = ['api/dist/server.js', 'bff/dist/server.js', 'web/dist/server'].every((path) =>
  existsSync(join(root, path)),
);
if (!built) {
  const missing = 'no build (npm run build): api and bff cannot start';
  if (process.env.CI === 'true') throw new Error(missing);
  console.warn(`\n⚠ ${missing}: the edge cache tests are SKIPPED\n`);
}

/** How long the edge may keep a page in these tests (PAGE_EDGE_SECONDS), and serve it stale. */
const freshSeconds = 10;
const staleSeconds = 60;
/** What the edge sends from what it keeps: fresh, or stale while it fetches the page again. */
const fromEdge = ['HIT', 'STALE', 'UPDATING'];

/** The environment without what would point a process at shared infrastructure. */
function isolated(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'API_URL', 'NODE_OPTIONS'])
    delete env[name];
  return { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', ...extra };
}

/** A counter (summed over its labels) from a Prometheus text page. */
const counter = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'gm'))]
    .map(([, value]) => Number(value))
    .reduce((sum, value) => sum + value, 0);

describe.skipIf(!nginx || !built)('the edge keeps public pages (nginx in front of bff)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'termin-edge-'));
  let api: ChildProcess;
  let bff: ChildProcess | undefined;
  let edge: ChildProcess;
  let site: string;
  let bffPort: number;
  let metricsPort: number;
  let apiPort: number;
  const statuses: string[] = [];

  /** bff as the image runs it, with `buildId` as its build (a new deploy: a new build id). */
  async function startBff(buildId: string) {
    bff = spawn(process.execPath, ['bff/dist/server.js'], {
      cwd: root,
      env: isolated({
        HOST: '127.0.0.1',
        PORT: String(bffPort),
        METRICS_PORT: String(metricsPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: site,
        SESSION_SECRET: 'edge-cache-test-session-secret-0123456789',
        DATA_DIR: join(dir, 'bff'),
        BUILD_ID: buildId,
        TRUST_PROXY: '1',
        PAGE_EDGE_SECONDS: String(freshSeconds),
        PAGE_EDGE_STALE_SECONDS: String(staleSeconds),
        // Every request that reaches bff is rendered: what the edge saves is what it costs.
        PAGE_CACHE_SECONDS: '0',
        RATE_LIMIT_PAGES_PER_MINUTE: '100000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      }),
      stdio: 'ignore',
    });
    await waitFor(
      'bff',
      async () => ((await fetch(`http://127.0.0.1:${bffPort}/readyz`)).ok ? true : undefined),
      60_000,
    );
  }

  async function stopBff() {
    const child = bff!;
    if (child.exitCode !== null) return;
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  }

  /** What bff counted so far: its CPU time and the pages it rendered. */
  async function bffCounters() {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return {
      cpuSeconds: counter(text, 'process_cpu_seconds_total'),
      renders: counter(text, 'bff_ssr_render_duration_seconds_count'),
    };
  }

  /** A page through the edge, as a browser without cookies asks for it (brotli, a desktop). */
  async function visit(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${site}${path}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ...headers },
      redirect: 'manual',
    });
    const body = await response.text();
    const status = response.headers.get('x-cache-status') ?? '-';
    statuses.push(status);
    return { response, body, status };
  }

  beforeAll(async () => {
    [apiPort, bffPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const edgePort = await freePort();
    site = `http://127.0.0.1:${edgePort}`;
    api = spawn(process.execPath, ['api/dist/server.js'], {
      cwd: root,
      env: isolated({
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'api'),
        SITE_URL: site,
      }),
      stdio: 'ignore',
    });
    edge = startNginx(
      nginx!,
      dir,
      localSiteConf(dir, { listen: `127.0.0.1:${edgePort}`, bff: `http://127.0.0.1:${bffPort}` }),
    );
    // A fresh api migrates and seeds its database first.
    await waitFor(
      'api',
      async () => ((await fetch(`http://127.0.0.1:${apiPort}/readyz`)).ok ? true : undefined),
      180_000,
    );
    await startBff('first');
    await waitFor('nginx', async () => ((await fetch(`${site}/healthz`)).ok ? true : undefined));
  }, 240_000);

  afterAll(async () => {
    edge?.kill('SIGTERM');
    bff?.kill('SIGKILL');
    api?.kill('SIGTERM');
    await sleep(200);
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page form posted through the edge as a browser at `host` sends it, with `origin`. */
  function postForm(host: string, origin: string): Promise<number> {
    const { hostname, port } = new URL(site);
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ hostname, port, path: '/en/auth', method: 'POST' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.setHeader('host', host);
      sent.setHeader('origin', origin);
      sent.setHeader('content-type', 'application/x-www-form-urlencoded');
      sent.on('error', reject);
      sent.end('email=a%40example.com');
    });
  }

  it("takes a form from the site reached on another name than SITE_URL's, port included", async () => {
    const { port } = new URL(site);
    // SITE_URL names 127.0.0.1; the browser came by localhost on the same port.
    expect(await postForm(`localhost:${port}`, `http://localhost:${port}`)).not.toBe(403);
    expect(await postForm(`localhost:${port}`, 'http://elsewhere.example')).toBe(403);
  });

  it('answers an HTTP/1.0 client that sends no Host (nginx names the host for bff)', async () => {
    const { hostname, port } = new URL(site);
    // Written, not ended: nginx takes a half-closed connection for a client that went away.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('GET /en/terms HTTP/1.0\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('sends public pages from the edge after the first request, and bff renders them once', async () => {
    const paths = ['/en', '/en/terms', '/en/blog', '/en/company/salon-lotus-novi-beograd-13'];
    // What a page costs bff rendered every time (straight to bff: the edge keeps none of it),
    // after a round that warms each page up as a long-running bff is.
    const renderRound = async () => {
      for (const path of paths) await (await fetch(`http://127.0.0.1:${bffPort}${path}`)).text();
    };
    await renderRound();
    const direct = await bffCounters();
    for (let round = 0; round < 5; round++) await renderRound();
    const rendered = await bffCounters();
    const cpuPerRenderMs = ((rendered.cpuSeconds - direct.cpuSeconds) * 1000) / (5 * paths.length);

    const before = await bffCounters();
    const firstStatuses: string[] = [];
    const answers = new Map<string, string>();
    // Rounds while the pages are surely fresh (a slow machine gets fewer).
    const started = Date.now();
    let rounds = 0;
    for (
      ;
      rounds < 25 && (rounds < 5 || Date.now() - started < (freshSeconds - 4) * 1000);
      rounds++
    )
      for (const path of paths) {
        const round = rounds;
        const { response, body, status } = await visit(path);
        expect(response.status, path).toBe(200);
        if (round === 0) firstStatuses.push(status);
        else {
          expect(status, path).toBe('HIT');
          expect(body, path).toBe(answers.get(path));
        }
        answers.set(path, body);
      }
    expect(firstStatuses).toEqual(paths.map(() => 'MISS'));
    const after = await bffCounters();
    // One render per page (the seconds the rounds take stay within s-maxage).
    expect(after.renders - before.renders).toBe(paths.length);

    // What an anonymous page costs bff behind the edge (its CPU over those requests, idle time
    // included), against rendering it every time.
    const requests = rounds * paths.length;
    const cpuPerRequestMs = ((after.cpuSeconds - before.cpuSeconds) * 1000) / requests;
    const hits = statuses.filter((status) => status === 'HIT').length;
    // `npm run bench` runs this test and reads this line (bench/lib/edge.mjs): keep its words.
    console.log(
      `edge: ${hits} of ${statuses.length} anonymous page requests were hits (${Math.round(
        (100 * hits) / statuses.length,
      )} %), bff rendered ${after.renders - before.renders}; bff CPU per anonymous page ` +
        `request behind the edge ${cpuPerRequestMs.toFixed(2)} ms, ` +
        `rendered every time ${cpuPerRenderMs.toFixed(2)} ms`,
    );
    expect(cpuPerRequestMs).toBeLessThan(cpuPerRenderMs);
  }, 120_000);

  it("keeps a cached page's scripts allowed: the policy it was kept with is the page's own", async () => {
    const { body, status, response } = await visit('/en/terms');
    expect(fromEdge).toContain(status);
    const policy = response.headers.get('content-security-policy')!;
    const scriptSources = policy
      .split('; ')
      .find((part) => part.startsWith('script-src '))!
      .split(' ')
      .slice(1);
    // No nonce a cache would hand to everyone; the hashes of exactly this document's scripts.
    expect(scriptSources).toEqual(["'self'", ...inlineScriptHashes(body)]);
    expect(inlineScriptHashes(body).length).toBeGreaterThan(0);
    // The browser's revalidation is answered by the edge from what it keeps.
    const again = await visit('/en/terms', { 'if-none-match': response.headers.get('etag')! });
    expect(again.response.status).toBe(304);
  });

  it("never sends a signed-in visitor a cached page, nor anyone a signed-in visitor's page", async () => {
    const session = await logInThrough([site]);
    const before = await bffCounters();
    for (const path of ['/en', '/en/terms']) {
      const signedIn = await visit(path, { cookie: session });
      expect(signedIn.status, path).toBe('BYPASS');
      expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
      expect(signedIn.body).toContain('"loggedIn":true');
      // Anonymous visitors after them still get the anonymous page, from the edge.
      const anonymous = await visit(path);
      expect(fromEdge, path).toContain(anonymous.status);
      expect(anonymous.body).toContain('"loggedIn":false');
      expect(anonymous.body).not.toContain('"loggedIn":true');
    }
    // The signed-in pages were rendered for them, not taken from the edge.
    expect((await bffCounters()).renders - before.renders).toBe(2);
    // With the session and a layout cookie as a browser sends them: still theirs alone.
    const withLayout = await visit('/en/terms', { cookie: `viewport=lg; ${session}` });
    expect(withLayout.status).toBe('BYPASS');
    expect(withLayout.body).toContain('"loggedIn":true');
  }, 60_000);

  it('shows a new deploy once s-maxage has passed: stale while it refreshes, then the new page', async () => {
    const path = `/en/terms?deploy=${Date.now()}`;
    const old = await visit(path);
    const keptAt = Date.now();
    expect(old.status).toBe('MISS');
    expect(old.body).toContain('"buildId":"first"');
    await stopBff();
    await startBff('second');
    // Until s-maxage has passed the edge sends the page it keeps, and the first request after
    // it gets that page too (stale) while the edge asks the new bff in the background.
    const seen: string[] = [];
    // nginx counts a page's lifetime in whole seconds: past it by one at most.
    await sleep(Math.max(0, keptAt + (freshSeconds + 1.5) * 1000 - Date.now()));
    const fresh = await waitFor('the new build at the edge', async () => {
      const { body, status } = await visit(path);
      seen.push(status);
      if (body.includes('"buildId":"second"')) return status;
      expect(body).toContain('"buildId":"first"');
      return undefined;
    });
    expect(seen[0]).toBe('STALE');
    expect(fresh).toBe('HIT');
  }, 120_000);
});
