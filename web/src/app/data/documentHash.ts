import type { DocumentNode } from 'graphql';

/**
 * The trusted-document hash codegen gave the document (`__meta__.hash`, codegen.ts), in hex as
 * the persisted-query protocol sends it; none for a document written by hand. Read, not computed:
 * the browser ships no hashing code.
 */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}
