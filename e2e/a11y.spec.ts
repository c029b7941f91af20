import { expect, test, type Page } from './support/test.js';
import { expectAccessible } from './support/axe.js';

// Budget (issue 8): axe finds no violation on any page type: WCAG 2.x A and AA and axe's best
// practices, on the hydrated page.

async function firstLink(page: Page, path: string, pattern: RegExp, fallback: string) {
  const html = await (await page.request.get(path)).text();
  return pattern.exec(html)?.[1] ?? fallback;
}

async function expectNoViolations(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

const fixedPages: Array<[string, string, number?]> = [
  ['start', '/en'],
  ['search', '/en/search?s=hair'],
  // A city's results: their map markers lie close together.
  ['search in a city', '/en/search?c=beograd'],
  ['blog list', '/en/blog'],
  ['help center', '/en/help-center'],
  ['for business', '/en/for-business'],
  ['pricing', '/en/pricing'],
  ['legal', '/en/terms'],
  ['cities', '/en/cities?to=%2Fen%2Fsearch'],
  ['error page', '/en/no-such-page/here', 404],
];

for (const [name, path, status] of fixedPages) {
  test(`${name} (${path}) has no axe violations`, async ({ page }) => {
    await expectNoViolations(page, path, status);
  });
}

test('company page and its reviews have no axe violations', async ({ page }) => {
  const company = await firstLink(
    page,
    '/en/search',
    /href="(\/en\/company\/[^"/?#]+)"/,
    '/en/company/1',
  );
  await expectNoViolations(page, company);
  await expectNoViolations(page, `${company}/reviews`);
});

test('a blog post has no axe violations', async ({ page }) => {
  const post = await firstLink(
    page,
    '/en/blog',
    /href="(\/en\/blog\/[^"/?#]+)"/,
    '/en/blog/how-to-choose-a-hair-salon',
  );
  await expectNoViolations(page, post);
});

test('a booking step has no axe violations', async ({ page }) => {
  const company = await firstLink(
    page,
    '/en/search',
    /href="(\/en\/company\/[^"/?#]+)"/,
    '/en/company/1',
  );
  const booking = await firstLink(
    page,
    company,
    /href="(\/en\/book-now\/[^"/?#]+)[^"]*"/,
    '/en/book-now/1',
  );
  await expectNoViolations(page, `${booking}/services`);
});

test('profile settings (logged in) have no axe violations', async ({ page }) => {
  await page.goto('/en/profile/settings');
  await page.getByLabel('Email').fill('demo@termin.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings/);
  await expectNoViolations(page, '/en/profile/settings');
});
