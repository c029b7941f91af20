import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMessages, loadPageMessages, type LoadMessages } from './messages';

afterEach(() => vi.restoreAllMocks());

describe('loadPageMessages (spec §7, §8)', () => {
  const files: Record<string, Record<string, string>> = {
    'general/en': { 'layout.footer': 'Footer' },
    'blog/en': { 'blogPage.heading': 'Blog' },
  };
  const load: LoadMessages = (page, language) => {
    const messages = files[`${page}/${language}`];
    return messages ? Promise.resolve(messages) : Promise.reject(new Error('HTTP 404'));
  };

  it('loads the shared messages and the page file', async () => {
    expect(await loadPageMessages(load, 'en', 'blog', '/en/blog')).toEqual({
      general: files['general/en'],
      page: files['blog/en'],
    });
  });

  it('ignores a page file that fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await loadPageMessages(load, 'en', 'pricing', '/en/pricing')).page).toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('warns about a route without a page name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = await loadPageMessages(load, 'en', undefined, '/en/somewhere');
    expect(warn).toHaveBeenCalledWith('No page name for translations: /en/somewhere');
    expect(messages.page).toEqual({});
  });

  it('fails when the shared messages cannot load', async () => {
    await expect(loadPageMessages(load, 'ru', 'blog', '/ru/blog')).rejects.toThrow('HTTP 404');
  });
});

describe('createFetchMessages', () => {
  it('fetches each file once, versioned with the build date', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(Response.json({ a: 'b' })));
    const load = createFetchMessages('2025-03-07T10:00:00.000Z', fetchImpl);
    expect(await load('blog', 'sr')).toEqual({ a: 'b' });
    await load('blog', 'sr');
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith(
      '/locales/blog/sr/data.json?v=2025-03-07T10%3A00%3A00.000Z',
    );
  });

  it('uses seeded messages without fetching and retries a failed fetch', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ x: 'y' }));
    const load = createFetchMessages('v', fetchImpl);
    load.seed('general', 'en', { seeded: 'yes' });
    expect(await load('general', 'en')).toEqual({ seeded: 'yes' });
    await expect(load('help-center', 'en')).rejects.toThrow('HTTP 500');
    expect(await load('help-center', 'en')).toEqual({ x: 'y' });
  });
});
