import { expect, test, type Page } from './support/test.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { logIn } from './support/logIn.js';

/** Marks the window, so a later check tells a client-side navigation from a page load. */
const markWindow = (page: Page) => page.evaluate("window.__mark = 'same-page'");
const windowMark = (page: Page) => page.evaluate('window.__mark');
const DAY_MS = 24 * 60 * 60 * 1000;

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

  test('unprefixed /bt/ and /st/ listings redirect too: bt and st are routes, not locales', async ({
    request,
  }) => {
    for (const path of ['/bt/hair', '/st/manicure']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toMatch(new RegExp(`/en${path}$`));
    }
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
    // spec §4, §9: path /, and kept across visits (a cookie with a lifetime, not a session one).
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale).toMatchObject({ value: 'sr-RS', path: '/' });
    expect(locale!.expires * 1000).toBeGreaterThan(Date.now() + 364 * DAY_MS);

    // The next visit starts in Serbian.
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/sr-RS\/pricing$/);
  });

  test('without JavaScript the header pickers are links that remember the choice', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/en/search?c=beograd');
    const header = page.getByRole('banner');
    // The combobox needs scripting; its links take its place.
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeHidden();
    // The cities are a page of their own, which leads back here in the city chosen.
    await header.getByRole('link', { name: 'City: Belgrade' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your city');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'City' })
      .getByRole('link', { name: 'Novi Sad' })
      .click();
    await expect(page).toHaveURL(/\/en\/search\?c=novi-sad$/);
    await page.getByRole('banner').getByText('Language: English').click();
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Srpski' })
      .click();
    await expect(page).toHaveURL(/\/sr-RS\/search\?c=novi-sad$/);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.locale).toMatchObject({ value: 'sr-RS', path: '/' });
    expect(cookies.locale!.expires * 1000).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(cookies.city).toMatchObject({ value: 'novi-sad', path: '/' });
    await context.close();
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
    ['/en/a/b/c', 'error'],
  ];

  for (const [path, layout] of layoutOf) {
    test(`${path} renders on the server in the ${layout} layout`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(layout === 'error' ? 404 : 200);
      expect(await response.text()).toContain(`data-layout="${layout}"`);
    });
  }

  test('/en/profile/settings renders on the server in the profile-page layout', async ({
    page,
  }) => {
    await page.goto('/en/profile/settings');
    await logIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/settings$/);
    const html = await (await page.request.get('/en/profile/settings')).text();
    expect(html).toContain('data-layout="profile-page"');
  });

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
    // spec §9: 365 days. Plain HTTP here, so not Secure (the HTTPS case is a unit test).
    const viewport = (await context.cookies()).find((cookie) => cookie.name === 'viewport')!;
    expect(viewport.expires * 1000).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(viewport.expires * 1000).toBeLessThan(Date.now() + 366 * DAY_MS);
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

test.describe('city selection (spec §4, §9)', () => {
  test('a first visit picks the offered city nearest to the browser position and remembers it', async ({
    browser,
    baseURL,
  }) => {
    // Near Novi Sad: the great-circle nearest offered city, although Belgrade is the first one.
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: 45.24, longitude: 19.82 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/en');
    const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
    await expect(city).toHaveText(/Novi Sad/);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'city')?.value)
      .toBe('novi-sad');

    // Remembered: the next visit keeps it whatever the position says.
    await context.setGeolocation({ latitude: 44.82, longitude: 20.46 });
    await page.goto('/en/search');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveText(
      /Novi Sad/,
    );
    await context.close();
  });

  test('a refused position is ignored: the first city stays, nothing is remembered', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, permissions: [] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en');
    const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
    await expect(city).toHaveText(/Belgrade|Beograd/);
    await page.waitForTimeout(500);
    await expect(city).toHaveText(/Belgrade|Beograd/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'city')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('chunk-load errors (spec §8)', () => {
  test('a page chunk that fails to load reloads the target path, at most once per 10 s', async ({
    page,
  }) => {
    // Clicks must reach the router: before hydration a link is followed as a plain page load.
    await trackHydration(page);
    await page.goto('/en/terms');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await hydrated(page);
    await markWindow(page);

    // A deploy replaced the files: the help center's chunk is gone until the page reloads.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/en/help-center')
        reloaded = true;
    });
    await page.route('**/assets/HelpCenterPage-*.js', (route) =>
      reloaded ? route.fallback() : route.abort(),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/en\/help-center$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
    expect(reloaded).toBe(true);
    expect(await windowMark(page)).toBeUndefined();
    const reloadedAt = Number(
      await page.evaluate(() => sessionStorage.getItem('termin:chunk-reload-at')),
    );
    expect(Date.now() - reloadedAt).toBeLessThan(10_000);

    // Within 10 s of that reload another failure is not reloaded again: the error page shows.
    await hydrated(page);
    await markWindow(page);
    await page.route('**/assets/BlogListPage-*.js', (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Ooops unexpected error' })).toBeVisible();
    expect(await windowMark(page)).toBe('same-page');
  });
});

test.describe('route preloading (spec §9)', () => {
  test("pointing at a link loads its page's code before the click", async ({ page }) => {
    await page.goto('/en/terms');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    const chunk = page.waitForRequest(/\/assets\/HelpCenterPage-[\w-]+\.js$/, { timeout: 5000 });
    await page.getByRole('banner').getByRole('link', { name: 'Help center' }).hover();
    await chunk;
    expect(page.url()).toMatch(/\/en\/terms$/);
  });

  test('nothing is preloaded with data saver on', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
    await page.goto('/en/terms');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/HelpCenterPage-/.test(request.url())) chunks.push(request.url());
    });
    await page.getByRole('banner').getByRole('link', { name: 'Help center' }).hover();
    await page.waitForTimeout(1000);
    expect(chunks).toEqual([]);
  });
});

test.describe('analytics (spec §9)', () => {
  test('events reach the tag manager once per 30 s', async ({ page }) => {
    await page.addInitScript(() => {
      (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
    });
    await page.goto('/en/for-business');
    const events = () =>
      page.evaluate(() =>
        ((window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
          (entry) => entry.event,
        ),
      );
    await expect.poll(events).toContainEqual({ event: 'visit_for_business', page: 'for-business' });

    const pricing = page.getByRole('banner').getByRole('link', { name: 'Pricing' });
    await pricing.click();
    await expect(page).toHaveURL(/\/en\/pricing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/for-business$/);
    await pricing.click();
    await expect(page).toHaveURL(/\/en\/pricing$/);
    const clicks = (await events()).filter((entry) => entry.event === 'click_pricing_link');
    expect(clicks).toEqual([{ event: 'click_pricing_link', from: 'header' }]);
  });
});

test.describe('touch feedback, layers and selects (spec §9)', () => {
  test('select lists scroll past 14rem on the overlay layer; taps tint over 120 ms', async ({
    page,
  }) => {
    await page.goto('/en');
    const language = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await language.click();
    const list = page.getByRole('banner').getByRole('listbox', { name: 'Language' });
    await expect(list).toBeVisible();
    const listStyle = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return { maxHeight: style.maxHeight, overflowY: style.overflowY, zIndex: style.zIndex };
    });
    expect(listStyle).toEqual({ maxHeight: '224px', overflowY: 'auto', zIndex: '1000' });

    const tint = await language.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { background: style.backgroundColor, transition: style.transition };
    });
    expect(tint.background).toBe('rgba(0, 0, 0, 0.08)');
    expect(tint.transition).toMatch(/^opacity 0\.12s/);
  });

  test('the menu drawer is a modal (1100) over its overlay (1000)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1100');
    const backdrop = await dialog.evaluate(
      (element) => getComputedStyle(element.previousElementSibling!).zIndex,
    );
    expect(backdrop).toBe('1000');
    await context.close();
  });
});

test('each page load starts at the top (spec §2)', async ({ page }) => {
  await page.goto('/en/terms');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('images keep their box while they load lazily (spec §9)', async ({ page }) => {
  await page.goto('/en/blog');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  const boxes = await images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => ({
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      ratio: image.style.aspectRatio,
      loading: image.loading,
    })),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.ratio).toBe(`${box.width} / ${box.height}`);
  }
  // Below the first images, they wait until they come near the viewport.
  expect(boxes.slice(1).every((box) => box.loading === 'lazy')).toBe(true);
});

test("the server's page links its own styles and preloads its own code", async ({ request }) => {
  // Pages load on demand; without these the first paint would be unstyled (layout shift) and
  // hydration would wait for one more round trip.
  const html = await (await request.get('/en/search')).text();
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/SearchPage-[\w-]+\.css"/);
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/SearchPage-[\w-]+\.js"/);
});

test('a public page asked for again is sent from the page cache and still runs', async ({
  page,
  request,
}) => {
  // A query of its own, so no earlier test has cached this page.
  const path = `/en/terms?visit=${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()['x-page-cache']).toBeUndefined();
  const again = await request.get(path);
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(await again.text()).toBe(await first.text());
  // A public page's inline scripts are allowed by their hashes and no nonce is valid: the
  // rendered copy and the cached one carry one policy, as a shared cache sends it to everyone.
  const policy = again.headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(policy).not.toContain("'nonce-");
  expect(first.headers()['content-security-policy']).toBe(policy);
  expect(again.headers()['etag']).toBe(first.headers()['etag']);

  // A client that takes no compression (curl, some crawlers) gets the whole document too, the
  // render that fills the cache as well as the copy from it.
  const plain = `/en/license?visit=${Date.now()}`;
  for (const expected of [undefined, 'hit']) {
    const response = await request.get(plain, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers()['x-page-cache']).toBe(expected);
    expect(response.headers()['content-encoding']).toBeUndefined();
    expect(await response.text()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
  }

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(path);
  expect(response!.headers()['x-page-cache']).toBe('hit');
  await markWindow(page);
  await page.getByRole('banner').getByRole('link', { name: 'Help center' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  expect(await windowMark(page)).toBe('same-page');
  expect(errors).toEqual([]);
});

test('a visitor with a session is never sent a cached page', async ({ page }) => {
  await page.goto('/en/profile/settings');
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  const path = `/en/terms?visit=${Date.now()}`;
  await page.goto(path);
  const response = await page.goto(path);
  expect(response!.headers()['x-page-cache']).toBeUndefined();
});

test('Apollo loads on first need: typing, navigating or a page with a form, not with a public page', async ({
  page,
}) => {
  const apolloChunks = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/apollo-[\w-]+\.js$/.test(pathname)) apolloChunks.add(pathname);
  });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto('/en/blog', { waitUntil: 'networkidle' });
  expect([...apolloChunks]).toEqual([]);
  // A navigation runs the next page's loaders, which query through Apollo.
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(apolloChunks.size).toBeGreaterThan(0);

  // Typing into the start page's search bar loads it and asks for suggestions.
  apolloChunks.clear();
  await page.goto('/en', { waitUntil: 'networkidle' });
  expect([...apolloChunks]).toEqual([]);
  const search = page.getByRole('combobox', { name: 'Search treatments and venues' });
  await search.click();
  await search.pressSequentially('hair', { delay: 30 });
  await expect(page.getByRole('option', { name: /hair/i }).first()).toBeVisible();
  expect(apolloChunks.size).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
