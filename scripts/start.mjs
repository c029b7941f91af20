#!/usr/bin/env node
// `npm start`: install on first run, build when sources changed, then serve api and bff.
import { ensureInstalled } from './lib/install.mjs';

await ensureInstalled();
const { buildIsCurrent, inputsHash } = await import('./lib/buildStamp.mjs');
if (!buildIsCurrent(inputsHash())) {
  console.log('Building Termin…');
  const { build } = await import('./build.mjs');
  await build();
}
const { serve } = await import('./serve.mjs');
const port = process.env.PORT ?? '3000';
setTimeout(() => console.log(`\nTermin is starting at http://localhost:${port}\n`), 0);
process.exitCode = await serve();
