import { expect, test, type Page } from './support/test.js';

// Issue 20: bad URLs are 404s (never a 500 or a detour through a redirect or the login flow), the
// sitemaps agree on what exists, public URLs lead to pages, and the locale redirect keeps history.

/** The status of a document request, without following redirects. */
async function statusOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

test.describe('bad URLs (spec §5, §8)', () => {
  for (const path of [
    // A date that does not exist, as the calendar's optional ?d: the week of today instead.
    '/en/book-now/salon-lotus-vracar-1/calendar?d=2026-13-01',
    '/en/book-now/salon-lotus-vracar-1/calendar?service=1&d=2026-02-30&t=25:00',
  ]) {
    test(`${path} shows the step without the bad value`, async ({ page }) => {
      expect((await statusOf(page, path)).status).toBe(200);
    });
  }

  for (const path of [
    // An id past the booking API's 32-bit integers.
    '/en/book-now/joga-studio-prana-7/group/2147483648',
    '/en/book-now/joga-studio-prana-7/group/2147483648/order',
    '/en/book-now/salon-lotus-vracar-99999999999/calendar',
    // Values that are not what their place holds.
    '/en/book-now/order/not-a-guid',
    '/en/book-now/confirmation?order=42',
    '/en/book-now/confirmation_event?booking=42',
    '/en/blog?tag=%00',
    '/en/help-center?article=%00',
  ]) {
    test(`${path} is a 404`, async ({ page }) => {
      expect(await statusOf(page, path)).toEqual({ status: 404, location: null });
    });
  }

  for (const path of [
    '/en/search?c=%00&s=hair',
    '/en/bt/hair?c=%00',
    '/en/search?date=0000-01-01',
  ]) {
    test(`${path} is the page without the bad filter`, async ({ page }) => {
      expect((await statusOf(page, path)).status).toBe(200);
    });
  }

  // Locale validation comes first: no page redirect, no login flow, no canonical slug redirect.
  for (const path of [
    '/sr-BA/book-now/barbershop-dorcol-2',
    '/sr-BA/profile/settings',
    '/de/profile/settings',
    '/en/company/a%2Fb-1',
  ]) {
    test(`${path} is a 404 before any redirect`, async ({ page }) => {
      expect(await statusOf(page, path)).toEqual({ status: 404, location: null });
    });
  }

  test('the internal booking frame routes are 404s', async ({ page }) => {
    for (const name of ['GiftPage', 'CalendarPage', 'OrderIpsPayment']) {
      const response = await page.goto(`/en/book-now/_pages/${name}`);
      expect(response?.status(), name).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });
});

test.describe('sitemaps (spec §2)', () => {
  test('only .xml paths are XML; the other unprefixed sitemap paths redirect like any page', async ({
    page,
  }) => {
    expect(await statusOf(page, '/sitemap/1')).toEqual({
      status: 302,
      location: expect.stringMatching(/\/en\/sitemap\/1$/),
    });
    expect(await statusOf(page, '/sitemap/rs/1')).toEqual({
      status: 302,
      location: expect.stringMatching(/\/en\/sitemap\/rs\/1$/),
    });
    const xml = await page.request.get('/sitemap/rs/1.xml');
    expect(xml.status()).toBe(200);
    expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  });

  test('a country the deployment does not serve is a 404 in both', async ({ page }) => {
    expect((await statusOf(page, '/sitemap/me/1.xml')).status).toBe(404);
    expect((await statusOf(page, '/en/sitemap/me/1')).status).toBe(404);
    expect(await statusOf(page, '/en/sitemap/rs/1')).toEqual({
      status: 301,
      location: expect.stringMatching(/\/en\/sitemap$/),
    });
  });

  test('the HTML sitemap has one address: its other forms move there for good (issue 45)', async ({
    page,
  }) => {
    expect(await statusOf(page, '/en/sitemap/1')).toEqual({
      status: 301,
      location: expect.stringMatching(/\/en\/sitemap$/),
    });
    const response = await page.goto('/en/sitemap');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sitemap$/);
  });
});

test('the public online booking URL leads to a page', async ({ page }) => {
  await page.goto('/en');
  const url = await page.evaluate(
    () =>
      (
        window as unknown as {
          __TERMIN__: { shell: { publicConfig: { onlineBookingUrl: string } } };
        }
      ).__TERMIN__.shell.publicConfig.onlineBookingUrl,
  );
  const response = await page.goto(new URL(url).pathname);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/search$/);
});

// spec §2: the locale redirect replaces only the history entry of the navigation it redirects.
test('Back after a locale redirect returns to the page the visitor came from', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en/pricing');
  // Hydrated: the link is React's, so following it is a navigation in the page.
  await page.waitForFunction(() => {
    const link = document.querySelector('a[href="/en/blog"]');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate("window.__mark = 'same-page'");
  await context.addCookies([{ name: 'locale', value: 'sr-RS', url: baseURL! }]);
  await page.locator('a[href="/en/blog"]').first().click();
  await expect(page).toHaveURL(/\/sr-RS\/blog$/);
  expect(await page.evaluate('window.__mark')).toBe('same-page');

  await page.goBack();
  // The pricing page, localized by the cookie in its own entry; not off the site.
  await expect(page).toHaveURL(/\/sr-RS\/pricing$/);
  await expect(page.locator('[data-layout="business"]')).toBeVisible();
});

// Issue 45, item 7: what browsers, phones and crawlers ask for unprompted is there, not a
// redirect to a 404.
test('the icons and the web app manifest are served where they are asked for', async ({ page }) => {
  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(type);
  }
  await page.goto('/en');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  const icons = (await (await page.request.get(manifest!)).json()).icons as { src: string }[];
  for (const icon of icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
    '/apple-touch-icon.png',
  );
});

// Issue 45, item 5: a campaign page is written in Serbian; it is never served as English.
test('a Serbian campaign page has one address, in Serbian', async ({ page }) => {
  const english = await page.request.get('/en/prvi-termin', { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers()['location']).toBe('/sr-RS/prvi-termin');
  await page.goto('/en/prvi-termin');
  await expect(page).toHaveURL(/\/sr-RS\/prvi-termin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(hreflangs).toEqual(['sr-RS', 'x-default']);
});
