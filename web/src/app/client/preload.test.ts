// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, preloadAllowed, preloadOnIntent } from './preload';

describe('route preloading (spec §9)', () => {
  it('skips data-saver and 2g connections', () => {
    expect(preloadAllowed(undefined)).toBe(true);
    expect(preloadAllowed({ effectiveType: '4g' })).toBe(true);
    expect(preloadAllowed({ effectiveType: '3g' })).toBe(true);
    expect(preloadAllowed({ effectiveType: '2g' })).toBe(false);
    expect(preloadAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(preloadAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('runs at most 4 preloads at once and each module once', async () => {
    const queue = createPreloadQueue();
    const releases: Array<() => void> = [];
    const load = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    for (let index = 0; index < 6; index++) queue.preload(`m${index}`, load);
    queue.preload('m0', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(queue.inFlight()).toBe(4);
    releases[0]!();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('preloads a link target on pointer intent, unless the connection is slow', () => {
    document.body.innerHTML = '<a href="/en/blog">Blog</a><a href="https://elsewhere.test/x">x</a>';
    const load = vi.fn(() => Promise.resolve());
    let connection = { effectiveType: '4g' };
    const stop = preloadOnIntent(
      document,
      (pathname) => [{ key: pathname, load }],
      createPreloadQueue(),
      () => connection,
    );
    const [blog, external] = document.querySelectorAll('a');
    external!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    connection = { effectiveType: '2g' };
    blog!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    connection = { effectiveType: '4g' };
    blog!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    stop();
  });
});
