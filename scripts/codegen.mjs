#!/usr/bin/env node
// Regenerates every generated file: api's OpenAPI document, bff's upstream types derived from it,
// the merged SDL, bff's resolver types and web's typed documents with their trusted-documents
// manifest (web/src/__generated__/persisted-documents.json, the only operations a production bff
// runs; a stale one is caught like any generated file). With --check it fails when
// anything it generates differs from what was there before (stale generated code).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { onProjectNode } from './lib/projectNode.mjs';
import { generatedRoots } from './lib/generated.mjs';
import { run, root } from './lib/run.mjs';

await onProjectNode();

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        files.set(
          relative(root, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
    }
  };
  for (const dir of generatedRoots) walk(join(root, dir));
  return files;
}

const check = process.argv.includes('--check');
const before = check ? snapshot() : undefined;

await run('pnpm', ['--filter', '@termin/api', 'run', 'openapi']);
await run('openapi-typescript', [
  'api/__generated__/openapi.json',
  '--output',
  'bff/src/upstream/__generated__/api.ts',
  '--alphabetize',
]);
await run('graphql-codegen', ['--config', 'codegen.ts']);

if (check) {
  const after = snapshot();
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
  if (changed.length > 0) {
    console.error(
      `\nGenerated code was stale; it has been regenerated. Commit these files:\n  ${changed.join('\n  ')}\n`,
    );
    process.exit(1);
  }
  console.log('Generated code is up to date.');
}
