import { expect, test, type Page } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { hydrated, trackHydration } from './support/hydration.js';
import { screenshotDir, sizes } from './support/sizes.js';

// Issue 42, item 14: without a maps token the search showed a grey "map unavailable" box on a
// desktop and no map at all on a phone. The venues are on a map drawn by the site itself (a
// basemap from OpenStreetMap water data and numbered links), beside the list on a desktop and
// behind a list/map toggle on a phone, with or without JavaScript.

/** The map's numbered markers: each a link to its venue, inside the picture. */
async function expectVenuesOnTheMap(page: Page, name = 'Map of the venues') {
  const map = page.getByRole('region', { name });
  await expect(map).toBeVisible();
  const picture = map.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/maps\/water\.svg\?frame=/);
  // The basemap loaded (it is lazy): a real picture, not a broken one.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(600);
  const pins = map.getByRole('link');
  expect(await pins.count()).toBeGreaterThan(1);
  const box = (await picture.boundingBox())!;
  const spots: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const pin of await pins.all()) {
    await expect(pin).toHaveAccessibleName(/^\d+ .+ (on the map|na mapi|на карте)$/);
    await expect(pin).toHaveAttribute('href', /\/company\/[^/?]+/);
    const spot = (await pin.boundingBox())!;
    const [x, y] = [spot.x + spot.width / 2, spot.y + spot.height / 2];
    expect(x).toBeGreaterThanOrEqual(box.x);
    expect(x).toBeLessThanOrEqual(box.x + box.width);
    expect(y).toBeGreaterThanOrEqual(box.y);
    expect(y).toBeLessThanOrEqual(box.y + box.height);
    spots.push(spot);
  }
  // No marker covers part of another: each can be tapped whole (WCAG 2.5.8, axe's target-size).
  for (const [i, a] of spots.entries())
    for (const b of spots.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      expect(across > 0.5 && down > 0.5, `markers at ${a.x},${a.y} and ${b.x},${b.y}`).toBe(false);
    }
  return map;
}

test('the basemap picture is drawn for a frame, and a bad frame is refused', async ({
  request,
}) => {
  const picture = await request.get('/maps/water.svg?frame=20.38421,44.75775,20.51579,44.88219');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/svg+xml');
  const size = (await picture.body()).length;
  expect(size).toBeLessThan(20_000);
  const refused = await request.get('/maps/water.svg?frame=1,2,3');
  expect(refused.status()).toBe(400);
});

test.describe('the search map on a desktop', () => {
  test.use(sizes.desktop);

  test('shows the venues on a map beside the list; a marker leads to its venue', async ({
    page,
  }) => {
    // The map renders the same in the browser as on the server (no hydration error #418).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await trackHydration(page);
    await page.goto('/en/bt/hair/in/beograd');
    await hydrated(page);
    const map = await expectVenuesOnTheMap(page);
    await expect(page.getByRole('navigation', { name: 'Show the venues as' })).toBeHidden();
    await expect(page.locator('main ol article').first()).toBeVisible();
    // The marker's number is the card's.
    const firstCard = page.locator('main ol article').first();
    const name = (await firstCard.getByRole('heading').getByRole('link').textContent())!;
    await expect(firstCard.getByRole('heading')).toContainText(/^1/);
    const pin = map.getByRole('link', { name: `1 ${name} on the map` });
    await expect(pin).toBeVisible();
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/search-map-desktop-en.png` });
    await page.goto('/sr-RS/bt/hair/u/beograd');
    await expectVenuesOnTheMap(page, 'Mapa salona');
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/search-map-desktop-sr.png` });
    await page.goto('/en/bt/hair/in/beograd');
    await pin.click();
    await expect(page).toHaveURL(/\/en\/company\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('the search map on a phone', () => {
  test.use(sizes.phone);

  test('the list first, the map one tap away, and back', async ({ page }) => {
    await page.goto('/en/bt/hair/in/beograd');
    const toggle = page.getByRole('navigation', { name: 'Show the venues as' });
    await expect(toggle.getByRole('link', { name: 'List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Map of the venues' })).toBeHidden();
    await toggle.getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expectVenuesOnTheMap(page);
    await expect(page.locator('main ol article').first()).toBeHidden();
    await expect(toggle.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    // The switch lands on the toggle, the map right below it and all of it on the screen.
    await expect(page.getByRole('region', { name: 'Map of the venues' })).toBeInViewport({
      ratio: 0.9,
    });
    const { scroll, screen } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(screen);
    await expectAccessible(page);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/search-map-phone-en.png` });
    await toggle.getByRole('link', { name: 'List' }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.locator('main ol article').first()).toBeVisible();
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/search-map-phone-list-en.png` });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the toggle is a link and the map is all in the page', async ({ page }) => {
      await page.goto('/sr-RS/bt/hair/u/beograd');
      const toggle = page.getByRole('navigation', { name: 'Prikaz salona' });
      await toggle.getByRole('link', { name: 'Mapa' }).click();
      await expect(page).toHaveURL(/[?&]view=map/);
      await expectVenuesOnTheMap(page, 'Mapa salona');
      await expect(page.getByRole('region', { name: 'Mapa salona' })).toBeInViewport({
        ratio: 0.9,
      });
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/search-map-phone-sr-noscript.png` });
    });
  });
});

test.describe('the search map on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test("a city's markers stay apart on a short screen", async ({ page }) => {
    // The map would be 56vh wide here (218 px): too narrow for markers spread for 280 px.
    await page.goto('/en/search?c=beograd&view=map');
    const map = await expectVenuesOnTheMap(page);
    const canvas = map.locator('img').locator('xpath=..');
    expect((await canvas.boundingBox())!.width).toBeGreaterThanOrEqual(279);
    await expectAccessible(page);
  });
});
