import { expect, test, type Page } from '@playwright/test';

/** Marks the window, so a later check tells a client-side navigation from a page load. */
const markWindow = (page: Page) => page.evaluate("window.__mark = 'same-page'");
const windowMark = (page: Page) => page.evaluate('window.__mark');

test.describe('locale prefixes (spec §2, §5, §8)', () => {
  test('an unprefixed path redirects to the default locale, or the locale cookie’s', async ({
    request,
  }) => {
    const plain = await request.get('/search?s=hair', { maxRedirects: 0 });
    expect(plain.status()).toBe(302);
    expect(plain.headers().location).toMatch(/\/en\/search\?s=hair$/);

    const withCookie = await request.get('/search?s=hair', {
      maxRedirects: 0,
      headers: { cookie: 'locale=sr-RS' },
    });
    expect(withCookie.status()).toBe(302);
    expect(withCookie.headers().location).toMatch(/\/sr-RS\/search\?s=hair$/);
  });

  test('the locale cookie rewrites a prefixed path in the browser too', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'sr-RS', url: baseURL! }]);
    await page.goto('/en/blog');
    await expect(page).toHaveURL(/\/sr-RS\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  });

  test('a bad locale is a 404 "Page not found", with the details only on ?error', async ({
    page,
  }) => {
    const response = await page.goto('/de/search');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /de/search')).toHaveCount(0);

    await page.goto('/de/search?error');
    await expect(page.getByText('Page Not Found: /de/search')).toBeVisible();
    await expect(page.locator('[data-layout="error"]')).toBeVisible();
  });

  test('a param that is not a plain segment is a 404; an unknown path says so', async ({
    page,
  }) => {
    expect((await page.goto('/en/sitemap/two?error'))?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /en/sitemap/two')).toBeVisible();
    expect((await page.goto('/en/no/such/page?error'))?.status()).toBe(404);
    await expect(page.getByText('Page not found: /en/no/such/page')).toBeVisible();
  });

  test('the language picker switches the locale and remembers it', async ({ page, context }) => {
    await page.goto('/en/help-center');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Srpski' }).click();
    await expect(page).toHaveURL(/\/sr-RS\/help-center$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centar za pomoć');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('sr-RS');
  });
});

test.describe('access guard (spec §2, §6)', () => {
  test('a profile route without a session starts the login flow with the way back', async ({
    request,
  }) => {
    const response = await request.get('/en/profile/settings', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(
      /\/auth\/login\?type=login&redirect=%2Fen%2Fprofile%2Fsettings$/,
    );
  });

  test('the header offers the login flow back to the current page', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?type=login&redirect=%2Fen%2Fblog',
    );
  });
});

test.describe('layouts (spec §2)', () => {
  const layoutOf: Array<[string, string]> = [
    ['/en', 'start-page'],
    ['/en/search?s=hair', 'marketplace-search'],
    ['/en/st/manicure', 'marketplace-search'],
    ['/en/company/1', 'partner-business-page'],
    ['/en/company/1/reviews', 'partner-business-page'],
    ['/en/terms', 'default'],
    ['/en/blog/how-to-choose-a-hair-salon', 'default'],
    ['/en/sitemap', 'default'],
    ['/en/for-business', 'business'],
    ['/en/pricing', 'business'],
    ['/en/help-center', 'help-center'],
    ['/en/book-now/salon-7/services', 'online-booking'],
    ['/en/book-now/salon-7/gifts', 'online-booking-content'],
    ['/en/book-now/_pages/GiftPage', 'super-drawer-layout'],
    ['/en/a/b/c', 'error'],
  ];

  for (const [path, layout] of layoutOf) {
    test(`${path} renders on the server in the ${layout} layout`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(layout === 'error' ? 404 : 200);
      expect(await response.text()).toContain(`data-layout="${layout}"`);
    });
  }

  test('a lazy page hydrates without errors and navigation stays in the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en/terms');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await markWindow(page);

    const translations = page.waitForRequest(/\/locales\/help-center\/en\/data\.json\?v=/);
    await page.getByRole('banner').getByRole('link', { name: 'Help center' }).click();
    await translations;
    await expect(page.locator('[data-layout="help-center"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
    expect(await windowMark(page)).toBe('same-page');
    expect(errors).toEqual([]);
  });
});

test.describe('viewport cookie (spec §3, §9)', () => {
  test('the server renders the compact header for a small viewport cookie, wide without', async ({
    request,
  }) => {
    const small = await (await request.get('/en', { headers: { cookie: 'viewport=xs' } })).text();
    expect(small).toContain('data-header="compact"');
    expect(small).toContain('aria-label="Menu"');
    const wide = await (await request.get('/en')).text();
    expect(wide).toContain('data-header="wide"');
  });

  test('a phone gets the cookie and the compact header with its menu', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport'))
      .toMatchObject({ value: 'xxs', path: '/', sameSite: 'Strict' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await context.close();
  });
});

test.describe('document head (spec §1, §2)', () => {
  test('public pages list their locales as hreflang alternates; html lang follows the prefix', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/sr-RS/blog?page=2')).text();
    expect(html).toContain('<html lang="sr-RS"');
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${baseURL}/en/blog?page=2"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="sr-RS" href="${baseURL}/sr-RS/blog?page=2"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${baseURL}/en/blog?page=2"/>`,
    );
  });

  test('private pages have no alternates', async ({ request }) => {
    const html = await (await request.get('/en/book-now/salon-7/order')).text();
    expect(html).not.toContain('rel="alternate"');
  });
});

test.describe('app update (spec §4)', () => {
  test('bff serves the latest build, uncached', async ({ request }) => {
    const response = await request.get(`/_app/builds/latest.json?timestamp=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toMatchObject({ id: expect.any(String) });
  });

  test('after a new build the next navigation is a full page load', async ({ page }) => {
    await page.goto('/en/terms');
    await markWindow(page);
    // Before the new build: an ordinary client-side navigation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    expect(await windowMark(page)).toBe('same-page');

    await page.route('**/_app/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    const asked = page.waitForRequest(/\/_app\/builds\/latest\.json\?timestamp=/);
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
    await asked;

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    expect(await windowMark(page)).toBeUndefined();
  });
});

test('route rules redirect old paths: internal ones within the locale, external ones in full', async ({
  page,
  request,
}) => {
  await page.goto('/sr-RS/faq');
  await expect(page).toHaveURL(/\/sr-RS\/help-center$/);

  const external = await request.get('/en/careers', { maxRedirects: 0 });
  expect(external.status()).toBe(302);
  expect(external.headers()['location']).toBe('https://jobs.termin.app');
});
