import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The merged SDL generated from schema/*.graphql (see codegen.ts). */
export function loadTypeDefs(repoRoot: string): string {
  return readFileSync(join(repoRoot, 'schema', '__generated__', 'schema.graphql'), 'utf8');
}
