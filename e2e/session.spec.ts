import { expect, test } from './support/test.js';

// architecture.md "Session and auth": the guard starts the login flow, the auth service's page
// signs the demo customer in, bff keeps the session in an httpOnly cookie and /auth continues to
// the page the visitor wanted; logging out ends it.
test('log in from a guarded page, come back to it, and log out', async ({ page, context }) => {
  await page.goto('/en/profile/settings');
  await expect(page).toHaveURL(/\/account\/me\?type=login&client=termin-web&state=[A-Za-z0-9]{8}&/);
  await expect(page.getByRole('heading', { name: 'Log in to Termin' })).toBeVisible();

  await page.getByLabel('Email').fill('demo@termin.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');

  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toContainText('DC');

  // No token reaches JavaScript: the only session state is an httpOnly cookie.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'termin_session');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('termin_session');
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/en/profile/settings');
  await expect(page).toHaveURL(/\/account\/me\?type=login/);
});
