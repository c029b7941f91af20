#!/usr/bin/env node
// Playwright journeys in the system Chromium. Without a browser they are skipped loudly, unless
// E2E_REQUIRED=1 (CI), which makes a missing browser a failure.
import { findChromium, skipLoudly } from './lib/chromium.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run } from './lib/run.mjs';

export async function e2e() {
  const chromium = findChromium({ headlessShell: true });
  if (!chromium) return skipLoudly('E2E TESTS');
  await run('pnpm', ['--filter', '@termin/e2e', 'run', 'test'], {
    env: { CHROMIUM_PATH: chromium },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await e2e();
}
