// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageState } from '../shell';
import { startClient } from './startClient';

afterEach(() => vi.restoreAllMocks());

describe('startClient', () => {
  it('logs a failed mount (spec §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without a server-rendered page the router loads on its own; its failures are not the point.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = {
      shell: {
        assets: { scripts: [], styles: [] },
        publicConfig: { region: 'eu', country: 'RS', buildId: 'test', hreflangs: {} },
        session: { loggedIn: false },
      },
      router: null,
    } as unknown as PageState;
    const hydrate = vi.fn(() => {
      throw new Error('mismatch');
    });
    await startClient(state, { hydrate });
    expect(hydrate).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'Termin failed to start',
      expect.objectContaining({ message: 'mismatch' }),
    );
    // The router's own load brings in Apollo's code: let it arrive before the test ends.
    await vi.dynamicImportSettled();
  });
});
