import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesPlugin } from './vite/localesPlugin.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const localesRoot = fileURLToPath(new URL('../locales', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), localesPlugin(localesRoot)],
  define: {
    // The version of translation requests (spec §7); vite/build.mjs gives both builds one value.
    __BUILD_DATE__: JSON.stringify(process.env.TERMIN_BUILD_DATE ?? new Date().toISOString()),
  },
  resolve: {
    // Messages arrive compiled, so the browser bundle leaves out the ICU parser (about 10 KB),
    // and react-intl's HOC helper gets a dependency-free stand-in.
    alias:
      command === 'build' && !isSsrBuild
        ? [
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
          ]
        : [],
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
        // compress worse and cost requests.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
  },
  ssr: {
    // Bundle CommonJS-only code paths for Node; the rest stays external and loads from node_modules.
    noExternal: ['@apollo/client', 'react-intl', /^@formatjs\//],
  },
}));
