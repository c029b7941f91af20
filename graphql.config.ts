// For editors' GraphQL support (VS Code's GraphQL extension, JetBrains' GraphQL plugin): the
// schema bff serves and web's documents inside graphql(), so fields autocomplete and are checked.
const config = {
  schema: 'schema/__generated__/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
};

export default config;
