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
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['inherit', 'pipe', 'inherit'],
  }),
  // bff restarts for its own sources and for what codegen writes that it reads as files: the
  // schema, and web's trusted documents its server render runs by hash.
  spawn(
    'tsx',
    [
      'watch',
      '--clear-screen=false',
      '--ignore',
      'web/**',
      '--include',
      'schema/__generated__/schema.graphql',
      '--include',
      'web/src/__generated__/persisted-documents.json',
      'bff/src/server.ts',
    ],
    { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'] },
  ),
  // GraphQL codegen as you save schema/*.graphql, a document in web or a resolver module (api's
  // OpenAPI types still need `npm run codegen` after an api route changes).
  spawn(
    'graphql-codegen',
    ['--config', 'codegen.ts', '--watch', 'bff/src/graphql/resolvers/*.ts'],
    {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'inherit'],
    },
  ),
];
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
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
