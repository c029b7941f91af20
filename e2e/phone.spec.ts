import { expect, test, type Browser, type Page } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { logIn } from './support/logIn.js';

// Issue 16: the first visit on a phone. A 390 px phone without cookies gets a page as wide as its
// screen from the first paint (the layout is CSS's; the viewport cookie and client hints only
// choose what is rendered first), a company page keeps "Book now" on screen, and the header's menu
// and pickers work without JavaScript too. Demo venue: Salon Lotus Vračar (branch 1).
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const lotus = '/en/company/salon-lotus-vracar-1';
const booking = '/en/book-now/salon-lotus-vracar-1';

async function phoneContext(browser: Browser, baseURL: string | undefined, javaScript = true) {
  return browser.newContext({ ...phone, baseURL, javaScriptEnabled: javaScript });
}

/** No sideways scrolling: the document is exactly as wide as the screen. */
async function expectScreenWide(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBe(phone.viewport.width);
}

/** The page as it loads and again after a reload (with the viewport cookie by then). */
async function expectScreenWideAndAfterReload(page: Page) {
  await expectScreenWide(page);
  await page.reload();
  await expectScreenWide(page);
}

test.describe('a phone without cookies', () => {
  test('start, search, company, every booking step and profile settings fit the screen', async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL);
    expect(await context.cookies()).toEqual([]);
    const page = await context.newPage();

    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expectScreenWideAndAfterReload(page);

    await page.goto('/en/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScreenWideAndAfterReload(page);

    await page.goto(lotus);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon Lotus Vračar');
    await expectScreenWideAndAfterReload(page);

    await page.goto(`${booking}/services`);
    await expect(page.getByRole('heading', { name: 'Choose services' })).toBeVisible();
    await expectScreenWideAndAfterReload(page);
    await page.getByRole('link', { name: /Add$/ }).first().click();
    await expect(page).toHaveURL(/service=\d+/);
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Choose a specialist' })).toBeVisible();
    await expectScreenWideAndAfterReload(page);
    await page.getByRole('link', { name: /Any specialist/ }).click();

    await expect(page).toHaveURL(/\/calendar\?/);
    await pickTimeAhead(page);
    await expectScreenWideAndAfterReload(page);
    await page.getByRole('link', { name: 'Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await expectScreenWideAndAfterReload(page);

    await page.goto('/en/profile/settings');
    await logIn(page);
    await expect(page).toHaveURL(/\/en\/profile\/settings/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectScreenWideAndAfterReload(page);
    await context.close();
  });

  test("a company page's Book bar is on screen without scrolling and starts the booking", async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto(lotus);
    for (const load of ['first visit', 'reload']) {
      if (load === 'reload') await page.reload();
      const bar = page.getByRole('region', { name: 'Book at Salon Lotus Vračar' });
      await expect(bar, load).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY), load).toBe(0);
      // "Book now" is on the first screen, not 80 % down the page (where the contact card is).
      await expect(bar.getByRole('link', { name: 'Book now' }), load).toBeInViewport({
        ratio: 1,
      });
    }
    // It stays on screen further down the page too.
    await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    const bar = page.getByRole('region', { name: 'Book at Salon Lotus Vračar' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await bar.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/en\/book-now\/salon-lotus-vracar-1$/);
    await expect(page.getByRole('link', { name: /Choose services/ })).toBeVisible();
    await context.close();
  });

  test('the server guesses a phone from its client hints, and asks for them', async ({
    request,
  }) => {
    const response = await request.get('/en', { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Viewport-Width/);
    expect(await response.text()).toContain('data-header="compact"');
    const narrow = await request.get('/en', { headers: { 'sec-ch-viewport-width': '390' } });
    expect(await narrow.text()).toContain('data-header="compact"');
    const desktop = await request.get('/en', { headers: { 'sec-ch-ua-mobile': '?0' } });
    expect(await desktop.text()).toContain('data-header="wide"');
  });
});

test.describe('a phone without JavaScript', () => {
  test('pages fit the screen and the Book bar shows as the server sent them', async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL, false);
    const page = await context.newPage();
    for (const path of ['/en', '/en/search', `${booking}/services`]) {
      await page.goto(path);
      await expectScreenWide(page);
    }
    await page.goto(lotus);
    await expectScreenWide(page);
    await expect(page.getByRole('region', { name: 'Book at Salon Lotus Vračar' })).toBeInViewport({
      ratio: 1,
    });
    await context.close();
  });

  test('the menu opens and its language and city pickers change the language and the city', async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL, false);
    const page = await context.newPage();
    await page.goto('/en/search');
    const menu = page.getByRole('region', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeInViewport();
    await expect(
      menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();

    await menu.getByRole('link', { name: 'City: Belgrade' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your city');
    await expectScreenWide(page);
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'City' })
      .getByRole('link', { name: 'Novi Sad' })
      .click();
    await expect(page).toHaveURL(/\/en\/search\?c=novi-sad$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Novi Sad');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Srpski' })
      .click();
    await expect(page).toHaveURL(/\/sr-RS\/search\?c=novi-sad$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Novi Sad');

    // The menu closes again.
    await page.getByRole('button', { name: 'Meni' }).click();
    await expect(page.getByRole('region', { name: 'Meni' })).toBeInViewport();
    await page.getByRole('link', { name: 'Zatvori meni' }).click();
    await expect(page.getByRole('region', { name: 'Meni' })).toBeHidden();

    // Both choices are remembered without JavaScript too (spec §4): the next visit starts there.
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ city: 'novi-sad', locale: 'sr-RS' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/sr-RS$/);
    await context.close();
  });

  test('the booking header switches the language without JavaScript and remembers it', async ({
    browser,
    baseURL,
  }) => {
    const context = await phoneContext(browser, baseURL, false);
    const page = await context.newPage();
    await page.goto('/en/book-now/salon-lotus-vracar-1/services');
    const header = page.getByRole('banner');
    await header.getByText('Language: English').click();
    await header
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Srpski' })
      .click();
    await expect(page).toHaveURL(/\/sr-RS\/book-now\/salon-lotus-vracar-1\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-RS');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale?.value).toBe('sr-RS');
    await context.close();
  });
});
