import { describe, expect, it } from 'vitest';
import { loadServerMessages } from './serverMessages';

// The glob is relative to this file: moving it without fixing the path leaves the server render
// without any translations, which only shows at runtime.
describe('loadServerMessages', () => {
  it('finds every page bundle in every language', async () => {
    for (const language of ['en', 'sr', 'ru'] as const) {
      for (const page of ['general', 'booking', 'auth']) {
        const messages = await loadServerMessages(page, language);
        expect(Object.keys(messages).length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a page that has no translations', async () => {
    await expect(loadServerMessages('no-such-page', 'en')).rejects.toThrow(/No translations/);
  });
});
