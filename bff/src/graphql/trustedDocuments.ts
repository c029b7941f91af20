import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PrefixingKeyValueCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, visit, type DocumentNode, type FieldNode } from 'graphql';
import { operationLimits } from '../limits/operationLimits.js';

/**
 * web's operations, all known when it is built (issue 14): codegen writes each one's normalized
 * text under its sha256 hash into web/src/__generated__/persisted-documents.json (codegen.ts), and
 * the documents web ships carry the same hash. Committed with the code and checked for staleness by
 * `codegen --check`, so the manifest read here is the one the built web was made from.
 */
export interface TrustedDocuments {
  /** The text of the manifest's document with this hash (hex, or `sha256:<hex>`). */
  get(hash: string): string | undefined;
  /** The hash of a document's text when it is one of the manifest's, however it is laid out. */
  hashOfText(text: string): string | undefined;
  readonly size: number;
}

export const manifestPath = (repoRoot: string) =>
  join(repoRoot, 'web', 'src', '__generated__', 'persisted-documents.json');

const hexOf = (hash: string) => hash.replace(/^sha256:/, '').toLowerCase();

const typenameField: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
};

/**
 * The manifest's form of a document, as the client preset makes it: `__typename` in every
 * selection set (codegen's addTypenameSelectionDocumentTransform), printed by graphql-tools'
 * normalizing printer (sorted, one line). A tool sending an operation's text as written in web's
 * code, or as Apollo Client prints it, lands on the same hash.
 */
export function normalizedText(document: DocumentNode): string {
  const withTypenames = visit(document, {
    SelectionSet(node, _key, parent) {
      const subscriptionRoot =
        (parent as { kind?: string; operation?: string } | undefined)?.kind ===
          Kind.OPERATION_DEFINITION &&
        (parent as { operation?: string }).operation === 'subscription';
      const hasTypename = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (subscriptionRoot || hasTypename) return undefined;
      return { ...node, selections: [typenameField, ...node.selections] };
    },
  });
  return printExecutableGraphQLDocument(withTypenames);
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export function trustedDocumentsFrom(manifest: Record<string, string>): TrustedDocuments {
  const byHash = new Map(Object.entries(manifest).map(([hash, text]) => [hexOf(hash), text]));
  return {
    get: (hash) => (typeof hash === 'string' ? byHash.get(hexOf(hash)) : undefined),
    hashOfText(text) {
      let document: DocumentNode;
      try {
        // The same token limit Apollo parses with: an oversized text costs no more here.
        document = parse(text, { noLocation: true, maxTokens: operationLimits.maxTokens });
      } catch {
        return undefined;
      }
      const hash = sha256Hex(normalizedText(document));
      return byHash.has(hash) ? hash : undefined;
    },
    size: byHash.size,
  };
}

/** Reads the manifest once at boot; a missing or unreadable one stops the process. */
export function loadTrustedDocuments(repoRoot: string): TrustedDocuments {
  const path = manifestPath(repoRoot);
  try {
    return trustedDocumentsFrom(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
  } catch (error) {
    throw new Error(
      `The trusted documents manifest ${path} could not be read (run npm run codegen): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
}

/**
 * Apollo Server's persisted-query store, answered from the manifest: a hash resolves to the
 * manifest's text, an unknown one to PERSISTED_QUERY_NOT_FOUND. Nothing is ever written: automatic
 * registration of a new hash would let any client extend the allow-list.
 */
export function trustedDocumentStore(documents: TrustedDocuments): KeyValueCache<string> {
  const store: KeyValueCache<string> = {
    get: async (hash) => documents.get(hash),
    set: async () => {},
    delete: async () => false,
  };
  // Keys are the hashes themselves, not Apollo's "apq:"-prefixed ones.
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(store);
}
