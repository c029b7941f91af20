import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

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
          SearchFacets: '../mappers.js#SearchFacetsMapper',
          TreatmentFacet: '../mappers.js#TreatmentFacetMapper',
          CityFacet: '../mappers.js#CityFacetMapper',
          AreaFacet: '../mappers.js#AreaFacetMapper',
          Branch: '../mappers.js#BranchMapper',
          BranchGeneral: '../mappers.js#BranchGeneralMapper',
          BranchTreatment: '../mappers.js#BranchTreatmentMapper',
          ServiceCategory: '../mappers.js#ServiceCategoryMapper',
          Service: '../mappers.js#ServiceMapper',
          Master: '../mappers.js#MasterMapper',
          ReviewPage: '../mappers.js#ReviewPageMapper',
          Availability: '../mappers.js#AvailabilityMapper',
          AvailableMaster: '../mappers.js#AvailableMasterMapper',
          Order: '../mappers.js#OrderMapper',
          OrderItem: '../mappers.js#OrderItemMapper',
          OrderQuote: '../mappers.js#OrderQuoteMapper',
          BlogPost: '../mappers.js#BlogPostMapper',
          BlogPostPage: '../mappers.js#BlogPostPageMapper',
          HelpArticle: '../mappers.js#HelpArticleMapper',
          ForBusinessPageCard: '../mappers.js#ForBusinessPageCardMapper',
          ForBusinessPage: '../mappers.js#ForBusinessPageMapper',
          ForBusinessSection: '../mappers.js#ForBusinessSectionMapper',
          PricingPlan: '../mappers.js#PricingPlanMapper',
          PromoPage: '../mappers.js#PromoPageMapper',
          LegalPage: '../mappers.js#LegalPageMapper',
          GroupEvent: '../mappers.js#GroupEventMapper',
          GroupEventList: '../mappers.js#GroupEventListMapper',
          EventBooking: '../mappers.js#EventBookingMapper',
          GiftCard: '../mappers.js#GiftCardMapper',
          Payment: '../mappers.js#PaymentMapper',
        },
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string' },
      },
    },
    'web/src/__generated__/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
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
