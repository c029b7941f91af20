#!/usr/bin/env node
// `npm run dev`: api and bff in watch mode; web through Vite's middleware in bff (hot reload).
// PORT and API_PORT choose the ports (3000 and 4000 by default): scripts/lib/devEnv.mjs.
import { spawn } from 'node:child_process';
import { onProjectNode } from './lib/projectNode.mjs';
import { devEnv } from './lib/devEnv.mjs';
import { root } from './lib/run.mjs';

await onProjectNode();
// After onProjectNode: a first run installs it.
const { default: pretty } = await import('pino-pretty');
const env = devEnv();
let stopping = false;
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['inherit', 'pipe', 'inherit'],
  }),
  // bff keeps Vite for the session and reloads its own code in place as it changes, the schema
  // codegen writes too (bff/src/devServer.ts); tsx restarts the process only for that file and
  // what it imports itself. Web's trusted documents need no reload: the server render sends a
  // document bff's manifest does not know yet as text (web/src/server/serverPageClient.ts).
  spawn('tsx', ['watch', '--clear-screen=false', '--ignore', 'web/**', 'bff/src/devServer.ts'], {
    cwd: root,
    env,
    stdio: ['inherit', 'pipe', 'inherit'],
  }),
];
// GraphQL codegen as you save schema/*.graphql or a document in web, started once bff is ready
// (api too) so that its first run does not slow the start (after an api route or a new resolver module
// changed, `npm run codegen`).
void whenServing(env.PORT || '3000').then(() => {
  if (stopping) return;
  // Its progress (a dozen lines per run) is left out; its errors come on stderr.
  const codegen = spawn('graphql-codegen', ['--config', 'codegen.ts', '--watch', '--errors-only'], {
    cwd: root,
    env,
    stdio: ['inherit', 'ignore', 'inherit'],
  });
  children.push(codegen);
});

/** Resolves once bff on `port` is ready: the gateway, Vite and api behind them are up. */
async function whenServing(port) {
  while (!stopping) {
    const up = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// One readable line per log entry instead of JSON; other output (Vite, tsx) passes as it is.
for (const child of children)
  child.stdout.pipe(
    pretty({
      singleLine: true,
      ignore: 'pid,hostname,reqId',
      translateTime: 'SYS:HH:MM:ss',
      colorize: process.stdout.isTTY,
    }),
  );
const stop = () => {
  stopping = true;
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
