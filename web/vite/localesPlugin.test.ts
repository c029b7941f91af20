import type { HmrContext, Plugin, ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { localesPlugin } from './localesPlugin';

const call = <K extends 'configureServer' | 'handleHotUpdate'>(plugin: Plugin, hook: K) =>
  plugin[hook] as (...args: unknown[]) => unknown;

describe('localesPlugin in the dev server', () => {
  it("watches the locales folder, outside Vite's root, for edits and new pages", () => {
    const add = vi.fn();
    const server = { watcher: { add }, middlewares: { use: vi.fn() } } as unknown as ViteDevServer;
    call(localesPlugin('/repo/locales'), 'configureServer')(server);
    expect(add).toHaveBeenCalledWith('/repo/locales');
  });

  it('reloads the browser when a translation changes, and only then', () => {
    const send = vi.fn();
    const plugin = localesPlugin('/repo/locales');
    const update = (file: string) =>
      call(plugin, 'handleHotUpdate')({ file, server: { ws: { send } } } as unknown as HmrContext);
    update('/repo/web/src/pages/start/StartPage.tsx');
    expect(send).not.toHaveBeenCalled();
    update('/repo/locales/start/sr/data.json');
    expect(send).toHaveBeenCalledWith({ type: 'full-reload', path: '*' });
  });
});
