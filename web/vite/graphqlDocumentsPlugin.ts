import { readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

const call = /\bgraphql\(\s*(`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*\)/g;
const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/**
 * The generated documents (JSON ASTs) by lowercased export name, read again whenever codegen
 * rewrites the module. Lowercased because codegen Pascal-cases names (fragment ResultCard_result
 * is exported as ResultCard_ResultFragmentDoc).
 */
function documentsOf(file: string) {
  let cached: { mtime: number; documents: Map<string, string> } | undefined;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (cached?.mtime !== mtime) {
      const source = readFileSync(file, 'utf8');
      const documents = new Map(
        [
          // Operations carry their trusted-document hash first (`__meta__`, codegen.ts).
          ...source.matchAll(
            /^export const (\w+) = (\{(?:"__meta__":\{[^{}]*\},)?"kind":"Document".*\}) as unknown as /gm,
          ),
        ].map((m) => [m[1]!.toLowerCase(), m[2]!]),
      );
      cached = { mtime, documents };
    }
    return cached.documents;
  };
}

/**
 * The client preset's `graphql()` finds a document by its text in a map of every document of the
 * app (__generated__/gql.ts), which no bundler can split: each page would ship all of them, and
 * more with every page added. This swaps each `graphql(`…`)` call for the one generated document
 * it names, written in place (importing it from __generated__/graphql.ts would still put the whole
 * module, every document, in one shared chunk), like the preset's Babel and SWC plugins do. A
 * chunk then holds only its own documents. A call whose document is not generated (yet) is left
 * to the map.
 */
export function graphqlDocumentsPlugin(generatedModule: string): Plugin {
  const generated = documentsOf(generatedModule);
  return {
    name: 'termin:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/__generated__/') || id.includes('node_modules')) {
        return null;
      }
      if (!code.includes('graphql(')) return null;
      const documents = generated();
      let swapped = false;
      const replaced = code.replace(call, (whole, literal: string) => {
        const match = definition.exec(literal);
        if (!match) return whole;
        const suffix = match[1] === 'fragment' ? 'FragmentDoc' : 'Document';
        const document = documents.get(`${match[2]}${suffix}`.toLowerCase());
        if (!document) return whole;
        swapped = true;
        // Same number of lines, so the lines after it keep their positions.
        return `(${document})${'\n'.repeat(whole.split('\n').length - 1)}`;
      });
      return swapped ? { code: replaced, map: null } : null;
    },
  };
}
