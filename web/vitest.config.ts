import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    // Node unless a file touches the DOM: those say `// @vitest-environment jsdom` at their top.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
