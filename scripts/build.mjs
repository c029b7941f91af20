#!/usr/bin/env node
// Builds api and bff (tsc) and web (Vite: client bundle + server entry).
import { inputsHash, recordBuild } from './lib/buildStamp.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run } from './lib/run.mjs';

export async function build() {
  const hash = inputsHash();
  await run('pnpm', [
    '--filter',
    '@termin/api',
    '--filter',
    '@termin/bff',
    '--filter',
    '@termin/web',
    '--parallel',
    'run',
    'build',
  ]);
  recordBuild(hash);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await build();
}
