#!/usr/bin/env node
// Runs the built api and bff side by side; Ctrl-C (or SIGTERM) stops both cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { childEnv, root } from './lib/run.mjs';

export function serve(extraEnv = {}) {
  const env = childEnv({ NODE_ENV: 'production', ...extraEnv });
  const apiPort = env.API_PORT ?? '4000';
  env.API_URL ??= `http://127.0.0.1:${apiPort}`;
  const children = [
    spawn(process.execPath, [join(root, 'api/dist/server.js')], {
      cwd: root,
      env,
      stdio: 'inherit',
    }),
    spawn(process.execPath, [join(root, 'bff/dist/server.js')], {
      cwd: root,
      env,
      stdio: 'inherit',
    }),
  ];

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGTERM'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  return new Promise((resolve) => {
    let running = children.length;
    let failed = false;
    for (const child of children) {
      child.on('exit', (code) => {
        running -= 1;
        if (!stopping && code !== 0) failed = true;
        // One process dying takes the other down: a half-running site helps no one.
        stop('SIGTERM');
        if (running === 0) resolve(failed ? 1 : 0);
      });
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await serve();
