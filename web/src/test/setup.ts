import { afterEach } from 'vitest';

// Files that render into a DOM (jsdom) unmount what they rendered; the others never load it.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
