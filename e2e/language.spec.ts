import { expect, test, type Page } from './support/test.js';
import { englishOnlyWords, readableText } from './support/pageText.js';
import { useRuDeployment } from './support/ruDeployment.js';

// Issue 16: a Serbian or Russian page reads as one language. Serbian is Latin script (no
// Cyrillic, dates included); neither keeps English the translations left behind. Names of
// venues, people and brands are the data's own and may be in any script.
const english = englishOnlyWords();
// The language picker names each language in itself.
const endonyms = /\b(English|Srpski)\b|Русский/g;

async function read(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return (await readableText(page)).replace(endonyms, ' ');
}

// Venue and plan names of the demo data that read as English words (Nail Bar, Wellness Spa, the
// Start plan), and the map data's source (OpenStreetMap): names, not translations.
const names = new Set(['nail', 'wellness', 'start', 'openstreetmap']);

function englishIn(text: string): string[] {
  const prose = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const words = (prose.match(/\p{L}{3,}/gu) ?? []).filter((word) => !names.has(word.toLowerCase()));
  return [...new Set(words.filter((word) => english.has(word.toLowerCase())))];
}

const serbianPages = [
  '/sr-RS',
  '/sr-RS/search?c=beograd',
  '/sr-RS/bt/hair/in/beograd',
  '/sr-RS/company/salon-lotus-vracar-1',
  '/sr-RS/company/salon-lotus-vracar-1/reviews',
  '/sr-RS/book-now/salon-lotus-vracar-1',
  '/sr-RS/blog',
  '/sr-RS/help-center',
  '/sr-RS/pricing',
  '/sr-RS/for-business',
  '/sr-RS/promo',
  '/sr-RS/terms',
  '/sr-RS/sitemap',
];

test.describe('Serbian pages', () => {
  for (const url of serbianPages) {
    test(`${url} is Latin-script Serbian`, async ({ page }) => {
      const text = await read(page, url);
      expect(text.match(/\p{Script=Cyrillic}+/gu) ?? [], 'Cyrillic').toEqual([]);
      expect(englishIn(text), 'English words').toEqual([]);
    });
  }

  test('blog dates are written in Latin script', async ({ page }) => {
    await page.goto('/sr-RS/blog');
    await page.locator('main a[href*="/sr-RS/blog/"]').first().click();
    await expect(page.locator('main time, main').first()).toContainText(
      /\d{1,2}\. (januar|februar|mart|april|maj|jun|jul|avgust|septembar|oktobar|novembar|decembar) \d{4}/,
    );
    const text = await readableText(page);
    expect(text.replace(endonyms, ' ').match(/\p{Script=Cyrillic}+/gu) ?? []).toEqual([]);
  });
});

test.describe('a first visit to /', () => {
  test.use({ locale: 'sr-Latn-RS' });

  test('lands a Serbian browser on the Serbian pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sr-RS$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
  });
});

test.describe('Russian pages (ru region)', () => {
  const origin = useRuDeployment(95);

  for (const path of [
    '/ru',
    '/ru/search',
    '/ru/blog',
    '/ru/help-center',
    '/ru/pricing',
    '/ru/for-business',
    '/ru/promo',
    '/ru/terms',
  ]) {
    test(`${path} has no English left`, async ({ page }) => {
      const text = await read(page, `${origin}${path}`);
      expect(englishIn(text), 'English words').toEqual([]);
    });
  }
});
