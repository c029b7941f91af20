import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './vite/graphqlDocumentsPlugin.ts';
import { localesPlugin } from './vite/localesPlugin.ts';
import { routeModulesPlugin } from './vite/routeModulesPlugin.ts';

/** The libraries of the shell that every page runs: React, routing, translations. */
const sharedLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|tslib|@formatjs[\\/][^\\/]+)[\\/]/;
/**
 * Apollo Client and what it runs on: one chunk that loads on first need, after the page has
 * hydrated from its loaders' data (app/data/apolloSource.ts).
 */
const dataLibraries =
  /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+)[\\/]/;

/**
 * react-router's production build. Its package exports only the development build (with its
 * warnings and checks on every render: issue remix-run/react-router#14753), which made a server
 * render of a company page about a tenth slower. Builds take the production files by path.
 */
const routerBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
];

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const localesRoot = fileURLToPath(new URL('../locales', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    graphqlDocumentsPlugin(fileURLToPath(new URL('./src/__generated__/gql.ts', import.meta.url))),
    react(),
    localesPlugin(localesRoot),
    routeModulesPlugin(),
  ],
  define: {
    // The version of translation requests (spec §7); vite/build.mjs gives both builds one value.
    __BUILD_DATE__: JSON.stringify(process.env.TERMIN_BUILD_DATE ?? new Date().toISOString()),
  },
  resolve: {
    // rxjs (under Apollo Client) as ES2015 classes rather than its ES5 build: smaller, and without
    // the tslib helpers the downlevelled code calls.
    ...(command === 'build' && !isSsrBuild
      ? { conditions: ['es2015', ...defaultClientConditions] }
      : {}),
    // Builds take react-router's production files. Messages arrive compiled, so the browser
    // bundle also leaves out the ICU parser (about 10 KB), and react-intl's HOC helper gets a
    // dependency-free stand-in.
    alias:
      command !== 'build'
        ? []
        : isSsrBuild
          ? productionRouter
          : [
              ...productionRouter,
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
              },
              {
                find: /^hoist-non-react-statics$/,
                replacement: fileURLToPath(
                  new URL('./vite/hoistNonReactStatics.ts', import.meta.url),
                ),
              },
            ],
  },
  // Translations live in the repo's locales/ folder, outside web/.
  server: { fs: { allow: [repoRoot] } },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Browsers that run the es2022 bundle support modulepreload natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'src/entry.client.tsx',
      output: {
        // The libraries every page needs as one file: split into many small shared chunks they
        // compress worse and cost requests. Named, not "all of node_modules": a library only some
        // page loads on demand (the search page's map) must stay in that page's chunk, out of
        // every page's initial JavaScript (the budget in scripts/pageBudget.mjs).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id: string) => sharedLibraries.test(id) },
            { name: 'apollo', test: (id: string) => dataLibraries.test(id) },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle CommonJS-only code paths for Node; the rest stays external and loads from node_modules.
    // react-router too: its production build is reached only by path (productionRouter above).
    noExternal: ['@apollo/client', 'react-intl', /^@formatjs\//, 'react-router'],
  },
}));
