import { statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync, runnerImport, type Logger, type Plugin } from 'vite';

type Lookup = (source: string) => unknown;
type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The preset's own `graphql()` (from the generated gql.ts, run through Vite's module runner), loaded
 * again whenever codegen rewrites gql.ts or the documents module beside it.
 */
function generatedLookup(gqlModule: string) {
  const watched = [gqlModule, join(dirname(gqlModule), 'graphql.ts')];
  let cached: { stamp: string; lookup: Promise<Lookup> } | undefined;
  return () => {
    const stamp = watched.map((file) => modified(file)).join(':');
    if (cached?.stamp !== stamp) {
      const lookup = runnerImport<{ graphql: Lookup }>(gqlModule).then(
        ({ module }) => module.graphql,
      );
      cached = { stamp, lookup };
    }
    return cached.lookup;
  };
}

const codegenFix = 'run `npm run codegen` (`npm run dev` reruns it as you save)';

function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    throw new Error(`${file} is missing: ${codegenFix}.`);
  }
}

function visit(node: unknown, onNode: (node: Node) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (typeof (node as Node).type === 'string') onNode(node as Node);
  for (const value of Object.values(node)) {
    if (value && typeof value === 'object') visit(value, onNode);
  }
}

/** The text of a `graphql(…)` call's only argument, when it is a literal without substitutions. */
function documentText(call: Node): string | undefined {
  const callee = call.callee as Node & { name?: string };
  const args = call.arguments as (Node & { value?: unknown; quasis?: Node[] })[];
  if (callee.type !== 'Identifier' || callee.name !== 'graphql' || args.length !== 1) return;
  const [arg] = args;
  if (arg!.type === 'Literal' && typeof arg!.value === 'string') return arg!.value;
  if (arg!.type === 'TemplateLiteral' && arg!.quasis!.length === 1) {
    return (arg!.quasis![0]!.value as { cooked: string }).cooked;
  }
}

const isDocument = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

/**
 * The client preset's `graphql()` finds a document by its text in a map of every document of the
 * app (__generated__/gql.ts), which no bundler can split: each page would ship all of them, and
 * more with every page added. The preset's Babel and SWC plugins swap each call for an import
 * from __generated__/graphql.ts, but that is one module, so it still lands, whole, in one chunk
 * every page loads (measured: +6–7 KB brotli on each page's first load). This plugin asks the
 * preset's own `graphql()` at build time and writes the document it answers in place of the call
 * (found in the parsed source, not by pattern), so a chunk holds only its own documents. A call
 * whose document is not generated fails the build, naming the fix; in development it is left to
 * run, and a warning names the fix if codegen has not caught up `codegenGraceMs` later.
 */
export function graphqlDocumentsPlugin(gqlModule: string, { codegenGraceMs = 5000 } = {}): Plugin {
  const lookup = generatedLookup(gqlModule);
  let building = false;
  let logger: Pick<Logger, 'warn'> = console;
  const notGenerated = (id: string, texts: string[]) => {
    const names = texts.map(
      (text) => /(query|mutation|subscription|fragment)\s+(\w+)/.exec(text)?.[2] ?? 'anonymous',
    );
    return `${relative(process.cwd(), id)}: GraphQL document ${names.join(', ')} is not generated: ${codegenFix}.`;
  };
  return {
    name: 'termin:graphql-documents',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      logger = config.logger;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/__generated__/') || id.includes('node_modules')) {
        return null;
      }
      if (!code.includes('graphql(')) return null;
      const calls: Node[] = [];
      visit(parseSync(id, code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }).program, (node) => {
        if (node.type === 'CallExpression' && documentText(node) !== undefined) calls.push(node);
      });
      if (calls.length === 0) return null;
      const graphql = await lookup();
      let replaced = code;
      let swapped = false;
      const missing: string[] = [];
      // From the last call back, so the earlier calls' offsets stay valid.
      for (const call of calls.sort((a, b) => b.start - a.start)) {
        const document = graphql(documentText(call)!);
        if (!isDocument(document)) {
          missing.unshift(documentText(call)!);
          continue;
        }
        const whole = code.slice(call.start, call.end);
        // Same number of lines, so the lines after it keep their positions.
        const inPlace = `(${JSON.stringify(document)})${'\n'.repeat(whole.split('\n').length - 1)}`;
        replaced = replaced.slice(0, call.start) + inPlace + replaced.slice(call.end);
        swapped = true;
      }
      if (missing.length > 0) {
        if (building) this.error(notGenerated(id, missing));
        setTimeout(() => {
          void lookup().then((later) => {
            const still = missing.filter((text) => !isDocument(later(text)));
            if (still.length > 0) logger.warn(notGenerated(id, still));
          });
        }, codegenGraceMs).unref();
      }
      return swapped ? { code: replaced, map: null } : null;
    },
  };
}
