import { expect, test } from './support/test.js';
import { expectAccessible } from './support/axe.js';
import { logIn } from './support/logIn.js';
import { sendSignUp } from './support/signUp.js';

// Issue 7 "Login and profile": a new customer signs up from the header, edits the general settings
// (a refused value is explained beside its field), changes notifications, finds both kept after a
// reload and after logging out and in again, and logs out from the header.
const email = `profile-${Date.now()}@example.test`;
const password = 'profile-password';

test('sign up from the header, keep profile and notification settings, log out', async ({
  page,
}) => {
  // A long journey (sign-up through its e-mail, two forms, log out and in) on a shared machine.
  test.slow();
  await page.goto('/en/pricing');
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'New to Termin? Create an account' }).click();
  await page.getByLabel('First name').fill('Mila');
  await page.getByLabel('Last name').fill('Jovanović');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await sendSignUp(page, email);
  // The confirmation link finished the login and continued to the page the visitor came from.
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page.getByRole('link', { name: 'My profile' })).toContainText('MJ');

  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit your details' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/general$/);

  const phone = page.getByLabel('Phone');
  await page.getByLabel('First name').fill('Zora');
  await page.getByLabel('Last name').fill('Kovač');
  // An extension cannot be kept in the stored number: refused, with what was typed kept.
  await phone.fill('064 1234567 ext 5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveValue('064 1234567 ext 5');
  // The pressed button was disabled while saving; focus goes on to the refused field.
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(
    /Enter a valid phone number for the chosen country, in digits only/,
  );
  await expectAccessible(page);

  // Another account's address is refused beside the email field.
  await phone.fill('64 123 4567');
  await page.getByLabel('Email').fill('DEMO@termin.test');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter a valid email address that no other account uses.',
  );
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Language of messages').selectOption('sr');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  // The header's initials follow the new name (spec §3).
  await expect(page.getByRole('link', { name: 'My profile' })).toContainText('ZK');

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Zora');
  await expect(page.getByLabel('Last name')).toHaveValue('Kovač');
  await expect(phone).toHaveValue('064 1234567');
  await expect(page.getByLabel('Language of messages')).toHaveValue('sr');

  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/en\/profile\/settings\/notifications$/);
  const sms = page.getByRole('group', { name: 'Text messages (SMS)' });
  const mail = page.getByRole('group', { name: 'Email' });
  await expect(sms.getByLabel('News and offers')).not.toBeChecked();
  await sms.getByLabel('News and offers').check();
  await mail.getByLabel('Visit reminders').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');

  await page.reload();
  await expect(sms.getByLabel('News and offers')).toBeChecked();
  await expect(mail.getByLabel('Visit reminders')).not.toBeChecked();
  await expect(mail.getByLabel('Booking confirmations and changes')).toBeChecked();
  await expectAccessible(page);

  // Log out from the header; the settings are still there after logging in again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/en/profile/settings/notifications');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/en\/profile\/settings\/notifications$/);
  await expect(
    page.getByRole('group', { name: 'Text messages (SMS)' }).getByLabel('News and offers'),
  ).toBeChecked();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('article').getByText('+381 64 1234567')).toBeVisible();
  await expect(page.getByRole('article').getByText('Srpski')).toBeVisible();
  const unconfirmed = /Not confirmed yet: open the link we sent to this address/;
  await expect(page.getByText(unconfirmed)).toHaveCount(0);

  // A new address is unconfirmed until its link is used, and no booking message goes out
  // meanwhile: the form and the overview say so.
  await page.getByRole('link', { name: 'Edit your details' }).click();
  await page.getByLabel('Email').fill(`new.${email}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(unconfirmed);
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('article').getByText(unconfirmed)).toBeVisible();
});
