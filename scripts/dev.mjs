#!/usr/bin/env node
// `npm run dev`: api and bff in watch mode; web through Vite's middleware in bff (hot reload).
// PORT and API_PORT choose the ports (3000 and 4000 by default): scripts/lib/devEnv.mjs.
import { spawn } from 'node:child_process';
import { onProjectNode } from './lib/projectNode.mjs';
import { devEnv } from './lib/devEnv.mjs';
import { root } from './lib/run.mjs';

await onProjectNode();
const env = devEnv();
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('tsx', ['watch', '--clear-screen=false', '--ignore', 'web/**', 'bff/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
