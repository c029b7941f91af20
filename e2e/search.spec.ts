import { expect, test, type Page } from './support/test.js';
import { useRuDeployment } from './support/ruDeployment.js';
import { analyticsEvents, withDataLayer } from './support/analytics.js';

test('search from the start page: suggestions after the debounce, pick a treatment', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);

  const searchBox = page.getByRole('combobox', { name: /search/i });
  await expect(searchBox).toBeVisible();

  const suggestRequests: string[] = [];
  page.on('request', (request) => {
    // A query travels as GET, by hash (trusted documents): its variables are in the URL.
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'Suggestions') {
      suggestRequests.push(url.searchParams.get('variables') ?? '');
    }
  });

  await searchBox.click();
  await searchBox.pressSequentially('Mani', { delay: 30 });
  const option = page.getByRole('option', { name: /manicure/i }).first();
  await expect(option).toBeVisible();
  // spec §2/§5: debounced (one request for the whole word) and lowercased.
  expect(suggestRequests).toHaveLength(1);
  expect(suggestRequests[0]).toContain('"text":"mani"');

  const picked = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/\/en\/search\?s=[^&]*&c=/);
  await expect(page.getByRole('listbox')).toBeHidden();
  // The field shows what was picked, not the letters typed to find it.
  await expect(searchBox).toHaveValue(picked);
});

test('a picked suggestion shows in the field, also when it is the search on show', async ({
  page,
}) => {
  await page.goto('/en/search?s=Manicure&c=beograd');
  const searchBox = page.getByRole('combobox', { name: /search/i });
  await expect(searchBox).toHaveValue('Manicure');
  await searchBox.fill('mani');
  const option = page.getByRole('option', { name: 'Manicure', exact: true });
  await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(searchBox).toHaveValue('Manicure');
});

test('an unknown path shows "Page not found" with status 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Try to search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'href',
    '/en',
  );
});

test('the server-rendered start page already holds the search bar', async ({ request }) => {
  const response = await request.get('/en');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('role="combobox"');
  expect(html).toContain('<html lang="en"');
});

test('pages not public carry a nonce-based Content-Security-Policy that their inline scripts honour', async ({
  request,
}) => {
  // A booking step is never public (a public page's scripts go by their hashes: shell.spec.ts).
  const response = await request.get('/en/book-now/salon-lotus-vracar-1/services');
  expect(response.headers()['x-page-cache']).toBeUndefined();
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

// The search pages (spec §2 Search): /bt/ listings, filters, sort and pages in the URL.
const ratingsOn = async (page: Page) =>
  (await page.locator('main ol article').allInnerTexts()).map((text) =>
    Number(/★ ([\d.]+)/.exec(text)?.[1] ?? 'NaN'),
  );

test('a treatment in a city: filter by rating, sort, and a card leads to its company page', async ({
  page,
}) => {
  await page.goto('/en/bt/hair/in/beograd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair in Belgrade');
  await expect(page.getByText(/^1–\d+ of \d+ venues?$/)).toBeVisible();
  const cards = page.locator('main ol article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Book now at / })).toHaveAttribute(
    'href',
    /^\/en\/book-now\/[a-z0-9-]+-\d+$/,
  );

  await page.getByLabel('Sort by').selectOption('rating');
  await page.getByLabel('Rating', { exact: true }).selectOption('4');
  await page.getByRole('button', { name: 'Show venues' }).click();
  await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd\?rating=4&sort=rating$/);
  // The URL changes as the navigation commits; React renders its results just after.
  await expect.poll(async () => (await ratingsOn(page)).every((rating) => rating >= 4)).toBe(true);
  const ratings = await ratingsOn(page);
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  const first = cards.first().getByRole('heading').getByRole('link');
  const name = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/en\/company\/[a-z0-9-]+-\d+\?c=beograd$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('pages are real links, and back and forward restore the whole search', async ({ page }) => {
  await page.goto('/en/search?c=beograd');
  const pagination = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/en/search?c=beograd&page=2',
  );
  const firstPage = await page.locator('main ol article h3').allInnerTexts();
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/en\/search\?c=beograd&page=2$/);
  await expect(pagination.locator('[aria-current="page"]')).toContainText('Page 2');
  const secondPage = await page.locator('main ol article h3').allInnerTexts();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

  await page.getByLabel('Sort by').selectOption('price');
  await page.getByRole('button', { name: 'Show venues' }).click();
  // A new filter or sort starts again at page 1.
  await expect(page).toHaveURL(/\/en\/search\?c=beograd&sort=price$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/search\?c=beograd&page=2$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.locator('main ol article h3')).toHaveText(secondPage);
  await page.goForward();
  await expect(page).toHaveURL(/sort=price$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
});

test('no results: not indexed, and suggestions lead to searches that find something', async ({
  page,
}) => {
  const response = await page.goto('/en/bt/manicure/in/beograd?min=1000000');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Nothing matches this search' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Nearby cities' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Nothing matches this search' });
  await expect(suggestions.getByRole('link', { name: 'Nails', exact: true })).toHaveAttribute(
    'href',
    '/en/bt/nails/in/beograd',
  );
  await page.getByRole('link', { name: 'Show the results without filters' }).click();
  await expect(page).toHaveURL(/\/en\/bt\/manicure\/in\/beograd$/);
  await expect(page.locator('main ol article').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('an unknown treatment or city is a 404, a page past the last too', async ({ request }) => {
  expect((await request.get('/en/bt/no-such-treatment')).status()).toBe(404);
  expect((await request.get('/en/bt/hair/in/atlantis')).status()).toBe(404);
  expect((await request.get('/en/search?c=beograd&page=400')).status()).toBe(404);
});

test('search pages carry their canonical URL, breadcrumbs and the results as an ItemList', async ({
  request,
}) => {
  const html = await (await request.get('/en/search?c=beograd&page=2&sort=rating')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/search\?c=beograd&amp;page=2"/);
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('<title>Beauty and wellness venues in Belgrade — Page 2 | Termin</title>');
  const listing = await (await request.get('/en/bt/hair/in/beograd')).text();
  expect(listing).toContain('<title>Hair in Belgrade | Termin</title>');
  expect(listing).toMatch(/<link rel="canonical" href="[^"]+\/en\/bt\/hair\/in\/beograd"/);
});

test('without a maps token the map is drawn by the site, with no map library', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const response = await page.goto('/en/bt/hair/in/beograd');
  // MapLibre is never in the server-rendered page or its initial scripts.
  expect(await response?.text()).not.toContain('maplibre');
  const map = page.getByRole('region', { name: 'Map of the venues' });
  // Issue 42: no "map unavailable" box; search-map.spec.ts walks the map itself.
  await expect(map).toHaveAttribute('data-map-state', 'static');
  await expect(map).not.toContainText('not available');
  await expect(page.locator('main ol article').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('search, filter, page and follow a result without any script', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Hair', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd$/);
    await expect(page.locator('main ol article').first()).toBeVisible();

    // The filters are a plain GET form.
    await page.getByLabel('Sort by').selectOption('price');
    await page.getByRole('button', { name: 'Show venues' }).click();
    await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd\?sort=price/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expect(page.locator('main ol article').first()).toBeVisible();

    await page.goto('/en/search?c=beograd');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await page.locator('main ol article h3 a').first().click();
    await expect(page).toHaveURL(/\/en\/company\//);
  });
});

test('filters by price, day, date and distance, each held in the URL', async ({ page }) => {
  await page.goto('/en/search?c=beograd');
  const count = page.getByText(/^\d+–\d+ of \d+ venues?$/);
  const total = async () => Number(/of (\d+)/.exec(await count.innerText())?.[1]);
  const all = await total();

  await page.getByLabel('To', { exact: true }).fill('1500');
  await page.getByLabel('Distance from the centre').selectOption('2');
  await page.getByRole('button', { name: 'Show venues' }).click();
  await expect(page).toHaveURL(/\/en\/search\?c=beograd&max=1500&km=2$/);
  // The URL changes as the navigation commits; React renders its results just after.
  await expect.poll(total).toBeLessThan(all);
  expect(await total()).toBeGreaterThan(0);
  for (const text of await page.locator('main ol article').allInnerTexts()) {
    expect(Number(/([\d.]+) km from the centre/.exec(text)?.[1])).toBeLessThanOrEqual(2);
  }
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('1500');

  // "Open" today, or a date: a Sunday keeps only the venues open on Sundays.
  await page.goto('/en/search?c=beograd&day=today');
  await expect(page.getByLabel('Open', { exact: true })).toHaveValue('today');
  const sunday = new Date();
  sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
  const date = sunday.toISOString().slice(0, 10);
  await page.getByLabel('Or on a date').fill(date);
  await page.getByRole('button', { name: 'Show venues' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect.poll(total).toBeLessThan(all);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/search\?c=beograd$/);
  await expect.poll(total).toBe(all);
});

test('sends the search analytics events of spec §9', async ({ page }) => {
  await withDataLayer(page);
  await page.goto('/en/bt/hair/in/beograd');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('navigation', { name: 'Related treatments and districts' })
    .getByRole('link', { name: 'Haircut', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/bt\/haircut\/in\/beograd$/);
  const card = page.locator('main ol article').first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/company\//);
  const events = await analyticsEvents(page);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'click_category', category: 'haircut', from: 'search' }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'click_company_card', position: 1, city: 'beograd' }),
  );
});

test('a listing in Serbian: its own article, local prices, filters and pages', async ({ page }) => {
  await page.goto('/sr-RS/bt/hair/u/beograd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kosa – Beograd');
  await expect(page.getByText(/^1–\d+ od \d+ salona$/)).toBeVisible();
  await expect(page.locator('main ol article').first()).toContainText(/\d\sRSD/);
  await page.getByLabel('Poređaj po').selectOption('rating');
  await page.getByRole('button', { name: 'Prikaži salone' }).click();
  await expect(page).toHaveURL(/\/sr-RS\/bt\/hair\/u\/beograd\?sort=rating$/);
  await page.goto('/sr-RS/bt/manicure/u/beograd?min=1000000');
  await expect(
    page.getByRole('heading', { name: 'Ništa ne odgovara ovoj pretrazi' }),
  ).toBeVisible();
  await page.goto('/sr-RS/search?c=beograd');
  await page.getByRole('link', { name: 'Sledeća' }).click();
  await expect(page).toHaveURL(/\/sr-RS\/search\?c=beograd&page=2$/);
});

test.describe('search in Russian (ru region)', () => {
  const origin = useRuDeployment(70);

  test('a treatment listing in Moscow reads in Russian', async ({ page }) => {
    await page.goto(`${origin}/ru`);
    const treatments = page.getByRole('region', { name: /Популярные услуги/ });
    const first = treatments.getByRole('link').first();
    const name = (await first.innerText()).trim();
    await expect(first).toHaveAttribute('href', /^\/ru\/bt\/[\w-]+\/v\/moskva$/);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText(/^1–\d+ из \d+/)).toBeVisible();
    await expect(page.locator('main ol article').first()).toContainText(/₽|RUB/);
    await expect(page.getByRole('button', { name: 'Показать заведения' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${origin}/ru/bt/`),
    );
  });
});
