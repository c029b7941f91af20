// Where codegen writes (scripts/codegen.mjs); other scripts check for them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const generatedRoots = [
  'api/__generated__',
  'bff/src/upstream/__generated__',
  'bff/src/graphql/__generated__',
  'schema/__generated__',
  'web/src/__generated__',
];

/** The generated folders under `root` that are missing or empty. */
export function missingGenerated(root) {
  return generatedRoots.filter((dir) => {
    const path = join(root, dir);
    return !existsSync(path) || readdirSync(path).length === 0;
  });
}
