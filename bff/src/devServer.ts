// `npm run dev`'s bff (scripts/dev.mjs). One process keeps the HTTP server and web's Vite server
// (its module graph and the browsers' HMR websocket) for the whole session; bff's own code loads
// through Vite's module runner and is rebuilt in place when a file it loaded, or the schema
// codegen writes, changes: a resolver edit no longer restarts Vite and transforms web again.
import { createServer } from 'node:http';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type * as App from './app.js';
import { stopTracing } from '@termin/telemetry';
import { startBffTracing } from './telemetry/bffTracing.js';

// Tracing first: the modules it instruments (Fastify, GraphQL, fetch) must load after it.
await startBffTracing();
const { createServerModuleRunner } = await import('vite');
const { loadConfig } = await import('./config.js');
const { createWebDevServer } = await import('./ssr/webDevServer.js');
const { listenMetrics } = await import('./metrics/listenMetrics.js');
const { withCodegenHint } = await import('./graphql/codegenHint.js');

const config = loadConfig();
let app: FastifyInstance | undefined;
// Requests reach whichever build of bff is current; Vite's websocket upgrades go to Vite.
const httpServer = createServer((request, response) => app?.routing(request, response));
const vite = await createWebDevServer(config, httpServer);
const ssr = vite.environments.ssr;
// Its own runner: clearing it drops bff's modules, not the render code Vite keeps for web.
const runner = createServerModuleRunner(ssr, { hmr: false });
const schemaFile = join(config.repoRoot, 'schema', '__generated__', 'schema.graphql');
// Folders rather than the files Vite adds one by one as it loads them: a file watch ends when an
// editor or git saves by replacing the file.
vite.watcher.add([
  join(config.repoRoot, 'bff', 'src'),
  join(config.repoRoot, 'packages'),
  schemaFile,
]);

/** A new bff from its current sources, ready to take requests. */
async function build(changed: Iterable<string>): Promise<FastifyInstance> {
  for (const file of changed)
    for (const module of ssr.moduleGraph.getModulesByFile(file) ?? [])
      ssr.moduleGraph.invalidateModule(module);
  runner.clearCache();
  const { buildApp } = (await runner
    .import(join(config.repoRoot, 'bff', 'src', 'app.ts'))
    .catch((error: unknown) => {
      throw withCodegenHint(error);
    })) as typeof App;
  const next = await buildApp(config, { startupGate: true, vite });
  await next.ready();
  return next;
}

app = await build([]);
await new Promise<void>((listening) => httpServer.listen(config.port, config.host, listening));
app.log.info(`Server listening at http://${config.host}:${config.port}`);
await listenMetrics(app, config);

const changed = new Set<string>();
let reloads = Promise.resolve();
let timer: NodeJS.Timeout | undefined;

/** Swaps in a bff built from the saved files; one that fails to build leaves the last one serving. */
async function reload() {
  const files = [...changed];
  changed.clear();
  const started = performance.now();
  const names = files.map((file) => relative(config.repoRoot, file)).join(', ');
  let next: FastifyInstance;
  try {
    next = await build(files);
  } catch (error) {
    app?.log.error({ err: error }, `bff kept its last build: ${names} failed to load`);
    return;
  }
  const previous = app;
  app = next;
  await previous?.close();
  await listenMetrics(next, config);
  next.log.info(`bff reloaded for ${names} in ${Math.round(performance.now() - started)} ms`);
  // Open pages show what the new code answers.
  vite.environments.client.hot.send({ type: 'full-reload' });
}

vite.watcher.on('all', (_event, file) => {
  if (file !== schemaFile && !runner.evaluatedModules.getModulesByFile(file)?.size) return;
  changed.add(file);
  // One reload for an editor's burst of writes (save all, a formatter after the save).
  clearTimeout(timer);
  timer = setTimeout(() => (reloads = reloads.then(reload)), 30);
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  clearTimeout(timer);
  await reloads;
  await app?.close();
  await vite.close();
  httpServer.closeAllConnections();
  httpServer.close();
  await stopTracing();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
