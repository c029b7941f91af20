import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadOf, setChunkErrorRecovery } from './lazyRoute';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('lazyRoute', () => {
  afterEach(() => setChunkErrorRecovery(null));

  it('hands a failed navigation load to the recovery, which reloads the page', async () => {
    const recover = vi.fn(() => true);
    setChunkErrorRecovery(recover);
    const lazy = lazyRoute(() => Promise.reject(chunkError()));
    const settled = vi.fn();
    void lazy().then(settled, settled);
    // Everything the failed load set off has run: the recovery, and no settling.
    await new Promise((resolve) => setImmediate(resolve));
    expect(recover).toHaveBeenCalledOnce();
    // The navigation waits for the reload rather than showing an error.
    expect(settled).not.toHaveBeenCalled();
  });

  it('leaves a failed load ahead of a navigation (on intent) to that navigation', async () => {
    const recover = vi.fn(() => true);
    setChunkErrorRecovery(recover);
    const lazy = lazyRoute(() => Promise.reject(chunkError()));
    await expect(preloadOf(lazy)()).rejects.toThrow('dynamically imported');
    expect(recover).not.toHaveBeenCalled();
  });

  it('preloads a plain lazy function as it is', async () => {
    const load = () => Promise.resolve('module');
    expect(preloadOf(load)).toBe(load);
  });
});
