import { expect, test } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { mailTo } from './support/mailbox.js';
import { sendSignUp } from './support/signUp.js';

// Issue 15 "Password reset": from the login page's "Forgot your password?" to the e-mail's link,
// a new password, and signing in with it; the link works once.

test('a customer who forgot the password sets a new one from the e-mail and signs in', async ({
  page,
}) => {
  const email = `reset-${Date.now()}@termin.test`;
  await page.goto(`/auth/login?type=register&redirect=${encodeURIComponent('/en')}`);
  await page.getByLabel('First name').fill('Nada');
  await page.getByLabel('Last name').fill('Simić');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the first password');
  await sendSignUp(page, email);
  await expect(page).toHaveURL('/en');
  // Another browser, signed out: the password is forgotten.
  await page.context().clearCookies();

  await page.goto(`/auth/login?redirect=${encodeURIComponent('/en/profile/bookings')}`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to choose a new password');

  const mail = await mailTo(email, /^Reset your Termin password$/);
  const link = /http:\/\/\S+\/account\/me\/reset\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain('Choose a new password');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password needs at least 8 characters.');
  await page.getByLabel('New password').fill('the second password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the first password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await page.getByLabel('Password').fill('the second password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back where the login was asked for (issue 42, item 7), not the home page.
  await expect(page).toHaveURL('/en/profile/bookings');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My bookings' })).toBeVisible();

  // The link was for once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one.',
  );
});
