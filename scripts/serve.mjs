#!/usr/bin/env node
// Runs the built api and bff side by side; Ctrl-C (or SIGTERM) stops both cleanly.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bffNodeOptions } from './lib/nodeOptions.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { childEnv, root } from './lib/run.mjs';

/**
 * The session cookie's secret for a local production run: made once and kept beside the data, so
 * sessions survive restarts. Deployments set SESSION_SECRET themselves.
 */
function localSessionSecret(dataDir) {
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export function serve(extraEnv = {}) {
  // The local demo (npm start, e2e) can mark IPS payments paid; deployments leave it off.
  const env = childEnv({
    NODE_ENV: 'production',
    DEMO_PAYMENTS: process.env.DEMO_PAYMENTS || 'true',
    // No load balancer watches a local run's readiness: Ctrl-C stops at once.
    SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS || '0',
    ...extraEnv,
  });
  env.SESSION_SECRET ||= localSessionSecret(env.DATA_DIR || join(root, '.data'));
  const apiPort = env.API_PORT ?? '4000';
  env.API_URL ??= `http://127.0.0.1:${apiPort}`;
  const children = [
    spawn(process.execPath, [join(root, 'api/dist/server.js')], {
      cwd: root,
      env,
      stdio: 'inherit',
    }),
    spawn(process.execPath, [...bffNodeOptions, join(root, 'bff/dist/server.js')], {
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

  announceWhenReady(env.PORT ?? '3000', mailDestination(env), smsDestination(env), () => stopping);

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

/** Where the api's e-mails go (api/src/config.ts: SMTP_URL, else .eml files in MAIL_DIR). */
function mailDestination(env) {
  if (env.SMTP_URL) return `sent by SMTP to ${new URL(env.SMTP_URL).host}`;
  const dir = env.MAIL_DIR || join(env.DATA_DIR || join(root, '.data'), 'mail');
  return `written as .eml files to ${dir} (set SMTP_URL to send them)`;
}

/** Where the api's text messages go (api/src/config.ts: SMS_URL, else files in SMS_DIR). */
function smsDestination(env) {
  if (env.SMS_URL) return `sent through ${new URL(env.SMS_URL).host}`;
  const dir = env.SMS_DIR || join(env.DATA_DIR || join(root, '.data'), 'sms');
  return `written as .json files to ${dir} (set SMS_URL to send them)`;
}

/** Prints the address once bff and the api behind it answer (the api may be migrating first). */
async function announceWhenReady(port, mail, sms, stopped) {
  const deadline = Date.now() + 120_000;
  while (!stopped() && Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) {
      console.log(`\n  Termin is ready at http://localhost:${port}  (Ctrl-C stops it)`);
      console.log(`  E-mails are ${mail}`);
      console.log(`  Text messages are ${sms}\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  process.exitCode = await serve();
}
