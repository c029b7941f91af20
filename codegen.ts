import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql) feeds three outputs: the merged SDL that bff serves, bff's typed
// resolvers (mapped onto the upstream REST shapes), and web's typed documents.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  hooks: { afterAllFileWrite: ['prettier --write'] },
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
        mappers: {
          City: '../mappers.js#CityMapper',
          BranchSuggestion: '../mappers.js#BranchSuggestionMapper',
          CategorySuggestion: '../mappers.js#CategorySuggestionMapper',
          Suggestions: '../mappers.js#SuggestionsMapper',
          Viewer: '../mappers.js#ViewerMapper',
          RouteRedirect: '../mappers.js#RouteRedirectMapper',
          SearchResults: '../mappers.js#SearchResultsMapper',
          SearchResult: '../mappers.js#SearchResultMapper',
          SearchResultService: '../mappers.js#SearchResultServiceMapper',
        },
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
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
