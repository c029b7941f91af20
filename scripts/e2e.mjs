#!/usr/bin/env node
// Playwright journeys in the system Chromium. Without a browser they are skipped loudly, unless
// E2E_REQUIRED=1 (CI), which makes a missing browser a failure.
import { existsSync } from 'node:fs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run } from './lib/run.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = candidates.find((path) => path && existsSync(path));

export async function e2e() {
  if (!chromium) {
    const message = [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!!  E2E TESTS SKIPPED: no Chromium found (CHROMIUM_PATH or /usr/bin/chromium).',
      '!!  Install it with: sudo apt-get update && sudo apt-get install -y chromium',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n');
    console.error(message);
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error('E2E_REQUIRED=1 but no Chromium was found');
    }
    return;
  }
  await run('pnpm', ['--filter', '@termin/e2e', 'run', 'test'], {
    env: { CHROMIUM_PATH: chromium },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await e2e();
}
