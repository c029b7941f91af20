import { expect, test, type Page } from './support/test.js';
import { sendSignUp } from './support/signUp.js';
import { screenshotDir, sizes } from './support/sizes.js';

// Issue 42, item 19: the profile overview was 477 px wide on a 390 px phone for an account with a
// long e-mail address, cutting off the address and the notices. Every profile page must fit.
test.use(sizes.phone);

const pages = [
  '/en/profile/settings',
  '/en/profile/settings/general',
  '/en/profile/settings/notifications',
  '/en/profile/bookings',
  '/en/profile/favorites',
  '/sr-RS/profile/settings',
];

async function expectNoSideways(page: Page) {
  const { scroll, screen } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(scroll, `${page.url()} is ${scroll} px wide on a ${screen} px screen`).toBeLessThanOrEqual(
    screen,
  );
}

test('the profile pages fit a phone for an account with a long address and name', async ({
  page,
}) => {
  test.slow();
  const email = `aleksandra.petrovic-jovanovic.${Date.now()}@example-company.test`;
  await page.goto('/auth/login?type=register&redirect=/en/profile/settings');
  await page.getByLabel('First name').fill('Aleksandra-Konstantina');
  await page.getByLabel('Last name').fill('Petrović-Jovanović');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await sendSignUp(page, email);
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  await expect(page.getByText(email)).toBeVisible();
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSideways(page);
  }
  if (screenshotDir) {
    await page.goto('/en/profile/settings');
    await page.screenshot({ path: `${screenshotDir}/profile-long-address-phone.png` });
  }
});

test('the booking header shows its title whole on a phone, and fits the narrowest', async ({
  page,
}) => {
  // "Onlajn zakazivanje" was cut to "Onlajn zakazi…" beside the back link and the language menu.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/sr-RS/book-now/salon-lotus-novi-beograd-13/services');
    const title = page.getByRole('banner').getByText('Onlajn zakazivanje');
    await expect(title).toBeVisible();
    const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, `the title is cut at ${width} px`).toBe(false);
    const header = await page.getByRole('banner').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return Array.from(element.querySelectorAll('a, summary')).every(
        (child) => child.getBoundingClientRect().right <= box.right,
      );
    });
    expect(header, `the header's links fit at ${width} px`).toBe(true);
    await expectNoSideways(page);
  }
});
