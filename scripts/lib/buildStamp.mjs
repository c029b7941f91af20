// A build is skipped when none of its inputs changed since the last one (a warm `npm start`).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

const inputs = [
  'api/src',
  'api/drizzle',
  'api/package.json',
  'bff/src',
  'bff/package.json',
  'web/src',
  'web/vite.config.ts',
  'web/vite',
  'web/public',
  'web/package.json',
  'schema',
  'locales',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'packages',
];
const stampFile = join(root, '.build-stamp');

export function inputsHash() {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      // The workspace packages' own files, not what they installed.
      for (const name of readdirSync(path).sort())
        if (name !== 'node_modules') add(join(path, name));
    } else {
      hash.update(path.slice(root.length)).update(readFileSync(path));
    }
  };
  inputs.forEach((input) => add(join(root, input)));
  return hash.digest('hex');
}

export function buildIsCurrent(hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function recordBuild(hash) {
  writeFileSync(stampFile, hash);
}
