import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A link names the page it opens as that page names itself: in Russian the menu's "Справочный
// центр" opened a page headed "Центр помощи", searched as "Поиск по центру помощи".
const messages = (page: string, language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`${page}/${language}/data.json`, import.meta.url)), 'utf8'),
  );

const pairs = [
  ['nav.helpCenter', 'help-center', 'helpCenterPage.heading'],
  ['nav.blog', 'blog', 'blogPage.heading'],
  ['nav.pricing', 'pricing', 'pricingPage.heading'],
] as const;

describe.each(['en', 'sr', 'ru'])('the site navigation in %s', (language) => {
  it.each(pairs)('names %s as its page heading does', (link, page, heading) => {
    expect(messages('general', language)[link]).toBe(messages(page, language)[heading]);
  });
});
