#!/usr/bin/env node
// `npm start`: install on first run, build when sources changed, then serve api and bff, all on
// the project's Node 24 (scripts/lib/projectNode.mjs).
import { onProjectNode } from './lib/projectNode.mjs';

await onProjectNode();
const { buildIsCurrent, inputsHash } = await import('./lib/buildStamp.mjs');
if (!buildIsCurrent(inputsHash())) {
  console.log('Building Termin…');
  const { build } = await import('./build.mjs');
  await build();
}
const { serve } = await import('./serve.mjs');
console.log('Starting Termin…');
// Request logs stay quiet here; set LOG_LEVEL=info to see them.
process.exitCode = await serve({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
