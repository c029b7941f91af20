import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { executableSchema } from './apolloServer.js';

describe('the executable schema', () => {
  it('names the fix when the generated schema is missing', () => {
    const repoRoot = mkdtempSync(join(tmpdir(), 'termin-schema-'));
    expect(() => executableSchema(repoRoot)).toThrow(/ENOENT.*run `npm run codegen`/s);
  });

  it('names the fix when a resolver is not in the generated schema', () => {
    const repoRoot = mkdtempSync(join(tmpdir(), 'termin-schema-'));
    mkdirSync(join(repoRoot, 'schema', '__generated__'), { recursive: true });
    writeFileSync(
      join(repoRoot, 'schema', '__generated__', 'schema.graphql'),
      'type Query { a: Int }',
    );
    expect(() => executableSchema(repoRoot)).toThrow(
      /defined in resolvers, but not in schema\. .*run `npm run codegen`/s,
    );
  });
});
