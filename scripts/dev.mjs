#!/usr/bin/env node
// `npm run dev`: api and bff in watch mode; web through Vite's middleware in bff (hot reload).
import { spawn } from 'node:child_process';
import { onProjectNode } from './lib/projectNode.mjs';
import { childEnv, root } from './lib/run.mjs';

await onProjectNode();
const env = childEnv({ NODE_ENV: 'development', VITE_DEV: '1' });
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
