import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { discoveredMappers } from './bff/codegen/resolverModules.mjs';

// One schema (schema/*.graphql) feeds five outputs: the merged SDL that bff serves, bff's typed
// resolvers (mapped onto the upstream REST shapes) and its resolver map (found from the resolver
// modules' exports, never listed by hand), web's typed documents, and the object types behind
// each interface and union that web's Apollo cache matches fragments by.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  // No formatting hook: prettier ignores every __generated__ folder, and a file whose content did
  // not change is left as it is, so watch mode (npm run dev) restarts bff only for real changes.
  generates: {
    'schema/__generated__/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, sort: false },
    },
    'bff/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GraphQLContext',
        // Each resolver module declares the mappers of the types it resolves (XMapper exports).
        mappers: discoveredMappers(),
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
      },
    },
    'bff/src/graphql/__generated__/resolvers.ts': {
      plugins: ['./bff/codegen/resolverMapPlugin.mjs'],
    },
    'web/src/__generated__/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true, deterministic: true },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/**/*.d.ts', '!web/src/__generated__/**'],
      preset: 'client',
      // Trusted documents: every operation gets its sha256 hash (`__meta__.hash`) and goes into
      // persisted-documents.json, the manifest bff accepts in production. The hashed text must be
      // what runs, so `__typename` is selected here, as Apollo Client's cache needs it, instead
      // of by the client at run time.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
