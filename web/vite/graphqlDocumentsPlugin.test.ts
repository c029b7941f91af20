import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { graphqlDocumentsPlugin } from './graphqlDocumentsPlugin';

// A generated pair as the client preset writes it: documents in graphql.ts, the lookup in gql.ts.
const generatedDir = mkdtempSync(join(tmpdir(), 'termin-gql-'));
writeFileSync(
  join(generatedDir, 'graphql.ts'),
  [
    'export type CitiesQuery = { cities: string[] };',
    'export const CitiesDocument = {"__meta__":{"hash":"sha256:c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cities"}}]} as unknown;',
    'export const ResultCard_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultCard_result"}}]} as unknown;',
  ].join('\n'),
);
writeFileSync(
  join(generatedDir, 'gql.ts'),
  [
    "import * as types from './graphql';",
    'const documents: Record<string, unknown> = {',
    '  "\\n  query Cities {\\n    cities\\n  }\\n": types.CitiesDocument,',
    '  "fragment ResultCard_result on SearchResult { id }": types.ResultCard_ResultFragmentDoc,',
    '};',
    'export function graphql(source: string) {',
    '  return documents[source] ?? {};',
    '}',
  ].join('\n'),
);

async function transform(code: string, id = '/repo/web/src/pages/x/Page.tsx') {
  const plugin = graphqlDocumentsPlugin(join(generatedDir, 'gql.ts'));
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await hook.call({}, code, id))?.code;
}

describe('graphqlDocumentsPlugin', () => {
  it('writes the generated document in place of graphql(), keeping the lines', async () => {
    const source = [
      "import { graphql } from '../../__generated__';",
      "const greeting = 'Zdravo, čaše';",
      'export const Cities = graphql(`',
      '  query Cities {',
      '    cities',
      '  }',
      '`);',
      'export const after = 1;',
    ].join('\n');
    const code = (await transform(source))!;
    // With its trusted-document hash, which the client sends instead of the text.
    expect(code).toContain(
      'export const Cities = ({"__meta__":{"hash":"sha256:c1"},"kind":"Document"',
    );
    expect(code).toContain('"value":"Cities"');
    expect(code).not.toContain('graphql(`');
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n')[7]).toBe('export const after = 1;');
  });

  it('finds fragments, in string literals too', async () => {
    const code = await transform(
      "const F = graphql('fragment ResultCard_result on SearchResult { id }');",
      '/repo/web/src/components/card.ts',
    );
    expect(code).toContain('"value":"ResultCard_result"');
  });

  it('leaves calls it has no generated document for, and generated or library files', async () => {
    expect(await transform('const Q = graphql(`query Cities2 { x }`);')).toBeUndefined();
    expect(
      await transform(
        'const Q = graphql(`\n  query Cities {\n    cities\n  }\n`);',
        '/repo/web/src/__generated__/gql.ts',
      ),
    ).toBeUndefined();
    // Text mentioning graphql( in a string is not a call.
    expect(await transform("const x = 'graphql(`query Cities`)';")).toBeUndefined();
  });

  it('fails a build on a document codegen has not generated, naming the fix', async () => {
    const plugin = graphqlDocumentsPlugin(join(generatedDir, 'gql.ts'));
    (plugin.configResolved as (config: unknown) => void)({ command: 'build', logger: console });
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const hook = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
    await expect(
      hook.call(
        { error },
        'const Q = graphql(`query NotYetGenerated { x }`);',
        `${process.cwd()}/web/src/Page.tsx`,
      ),
    ).rejects.toThrow(
      'web/src/Page.tsx: GraphQL document NotYetGenerated is not generated: run `npm run codegen`',
    );
  });

  it('warns in development when codegen has not caught up with a document', async () => {
    const warn = vi.fn();
    const plugin = graphqlDocumentsPlugin(join(generatedDir, 'gql.ts'), { codegenGraceMs: 0 });
    (plugin.configResolved as (config: unknown) => void)({ command: 'serve', logger: { warn } });
    const hook = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
    await hook.call(
      {},
      'const Q = graphql(`query NotYetGenerated { x }`);',
      '/repo/web/src/Page.tsx',
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]![0]).toContain(
      'NotYetGenerated is not generated: run `npm run codegen`',
    );
  });

  it('names the fix when the generated code is missing', async () => {
    const plugin = graphqlDocumentsPlugin(join(generatedDir, 'missing', 'gql.ts'));
    const hook = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
    await expect(
      hook.call({}, 'const Q = graphql(`query Cities { cities }`);', '/repo/web/src/Page.tsx'),
    ).rejects.toThrow(/gql\.ts is missing: run `npm run codegen`/);
  });
});
