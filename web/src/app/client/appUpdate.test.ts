// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdates } from './appUpdate';

afterEach(() => vi.useRealTimers());

describe('app update (spec §4)', () => {
  it('polls the manifest and flags a different build id, firing an update event', async () => {
    vi.useFakeTimers();
    let latest = 'build-1';
    const fetchLatest = vi.fn(() => Promise.resolve({ id: latest }));
    const events: unknown[] = [];
    window.addEventListener('termin:app-update', (event) => events.push(event));
    const watcher = watchForUpdates({ currentId: 'build-1', fetchLatest, intervalMs: 1000 });

    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(watcher.available()).toBe(false);

    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.available()).toBe(true);
    expect(events).toHaveLength(1);

    // Once known, it stops asking.
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    watcher.stop();
  });

  it('ignores failed polls', async () => {
    const watcher = watchForUpdates({
      currentId: 'a',
      fetchLatest: () => Promise.reject(new Error('offline')),
      intervalMs: 60_000,
    });
    await watcher.check();
    expect(watcher.available()).toBe(false);
    watcher.stop();
  });
});
