import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  plugins: [react()],
  // Translations live in the repo's locales/ folder, outside web/.
  server: { fs: { allow: [repoRoot] } },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: 'src/entry.client.tsx' },
  },
  ssr: {
    // Bundle CommonJS-only code paths for Node; the rest stays external and loads from node_modules.
    noExternal: ['@apollo/client', 'react-intl', /^@formatjs\//],
  },
});
