import { afterEach } from 'vitest';

// Files that render into a DOM (jsdom) unmount what they rendered; the others never load it.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy/waitFor wait for what a render shows, not a stopwatch: on two shared cores a render
  // took over the default second (CI runs every file at once, a worker per core).
  configure({ asyncUtilTimeout: 5000 });
}
