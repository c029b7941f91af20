import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentsPlugin } from './graphqlDocumentsPlugin';

const generated = join(mkdtempSync(join(tmpdir(), 'termin-gql-')), 'graphql.ts');
writeFileSync(
  generated,
  [
    'export type CitiesQuery = { cities: string[] };',
    'export const CitiesDocument = {"__meta__":{"hash":"sha256:c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cities"}}]} as unknown as DocumentNode<CitiesQuery, {}>;',
    'export const ResultCard_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultCard_result"}}]} as unknown as DocumentNode<unknown, unknown>;',
  ].join('\n'),
);

function transform(code: string, id = '/repo/web/src/pages/x/Page.tsx') {
  const plugin = graphqlDocumentsPlugin(generated);
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code;
}

describe('graphqlDocumentsPlugin', () => {
  it('writes the generated document in place of graphql(), keeping the lines', () => {
    const source = [
      "import { graphql } from '../../__generated__';",
      'export const Cities = graphql(`',
      '  query Cities {',
      '    cities',
      '  }',
      '`);',
      'export const after = 1;',
    ].join('\n');
    const code = transform(source)!;
    // With its trusted-document hash, which the client sends instead of the text.
    expect(code).toContain(
      'export const Cities = ({"__meta__":{"hash":"sha256:c1"},"kind":"Document"',
    );
    expect(code).toContain('"value":"Cities"');
    expect(code).not.toContain('graphql(`');
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n')[6]).toBe('export const after = 1;');
  });

  it('finds fragments under their Pascal-cased export name', () => {
    const code = transform(
      'const F = graphql(`\n  fragment ResultCard_result on SearchResult { id }\n`);',
    );
    expect(code).toContain('"value":"ResultCard_result"');
  });

  it('leaves calls it has no generated document for, and generated or library files', () => {
    expect(transform('const Q = graphql(`query NotYetGenerated { x }`);')).toBeUndefined();
    expect(
      transform(
        'const Q = graphql(`query Cities { cities }`);',
        '/repo/web/src/__generated__/gql.ts',
      ),
    ).toBeUndefined();
    expect(transform('const x = 1;')).toBeUndefined();
  });
});
