import { expect, test } from './support/test.js';

// The start page (spec §2 "/"): popular treatments and cities of the visitor's city lead into
// the /bt/ listings; its best rated venues; the site search for search engines.

test('the start page links popular treatments and cities into listings', async ({ page }) => {
  await page.goto('/en');
  const treatments = page.getByRole('region', { name: 'Popular treatments in Belgrade' });
  const hair = treatments.getByRole('link', { name: 'Hair', exact: true });
  await expect(hair).toHaveAttribute('href', '/en/bt/hair/in/beograd');
  await expect(page.getByRole('region', { name: 'Top rated in Belgrade' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Popular cities' })
      .getByRole('link', { name: 'Novi Sad', exact: true }),
  ).toHaveAttribute('href', '/en/search?c=novi-sad');
  await hair.click();
  await expect(page).toHaveURL(/\/en\/bt\/hair\/in\/beograd$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair in Belgrade');
});

test('the start page in Serbian, with the site search for search engines', async ({ page }) => {
  const response = await page.goto('/sr-RS');
  await expect(page.getByRole('heading', { name: 'Popularni gradovi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kosa', exact: true }).first()).toHaveAttribute(
    'href',
    '/sr-RS/bt/hair/u/beograd',
  );
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"@type":"WebSite"');
  expect(html).toContain('"urlTemplate":"http');
  expect(html).toContain('/sr-RS/search?s={search_term_string}');
});

test('the start page reads completely without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Book beauty and wellness near you',
  );
  const featured = page.getByRole('region', { name: 'Top rated in Belgrade' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Termin in your pocket' })).toBeVisible();
  await featured.getByRole('link', { name: /^See all \d+ venues in Belgrade$/ }).click();
  await expect(page).toHaveURL(/\/en\/search\?c=beograd&sort=rating$/);
  await expect(page.locator('main ol article').first()).toBeVisible();

  // The search bar is a form the browser sends itself.
  await page.goto('/en');
  const hero = page.locator('main').getByRole('search');
  await hero.getByRole('combobox', { name: 'Search treatments and venues' }).fill('hair');
  await hero.getByRole('combobox', { name: 'City' }).selectOption('novi-sad');
  await hero.getByRole('combobox', { name: 'Search treatments and venues' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?s=hair&c=novi-sad$/);
  await expect(page.locator('main ol article').first()).toBeVisible();
  await context.close();
});
