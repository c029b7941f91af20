import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, setChunkErrorRecovery } from '../../routing/lazyRoute';
import { CHUNK_RELOAD_KEY, createChunkErrorRecovery, isChunkLoadError } from './chunkReload';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/BlogPage-abc.js');

function setup(start = 100_000) {
  let time = start;
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const reload = vi.fn();
  const recover = createChunkErrorRecovery({
    target: () => '/en/blog?page=2',
    reload,
    storage,
    now: () => time,
  });
  return { recover, reload, store, advance: (ms: number) => (time += ms) };
}

describe('chunk-load error recovery (spec §8)', () => {
  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the target path as a page and notes when in session storage', () => {
    const { recover, reload, store } = setup();
    expect(recover(chunkError())).toBe(true);
    expect(reload).toHaveBeenCalledWith('/en/blog?page=2');
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('100000');
  });

  it('reloads at most once per 10 seconds', () => {
    const { recover, reload, advance } = setup();
    recover(chunkError());
    advance(9_999);
    expect(recover(chunkError())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(recover(chunkError())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    const { recover, reload } = setup();
    expect(recover(new Error('render failed'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('makes a lazy route wait for the reload instead of failing', async () => {
    const { recover, reload } = setup();
    setChunkErrorRecovery(recover);
    const load = lazyRoute(() => Promise.reject(chunkError()));
    const outcome = await Promise.race([
      load().then(
        () => 'loaded',
        () => 'failed',
      ),
      // Still pending once everything the failed load set off has run.
      new Promise((resolve) => setImmediate(() => resolve('waiting'))),
    ]);
    expect(outcome).toBe('waiting');
    expect(reload).toHaveBeenCalledOnce();

    // Within the window the error reaches the router (and its error page).
    await expect(lazyRoute(() => Promise.reject(chunkError()))()).rejects.toThrow(/dynamically/);
    setChunkErrorRecovery(null);
  });
});
