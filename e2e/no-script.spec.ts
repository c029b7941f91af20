import { expect, test } from './support/test.js';
import { pickTimeAhead } from './support/calendar.js';
import { sendSignUp } from './support/signUp.js';

// A phone whose script never runs (blocked, failed to load, a very old browser): every form posts
// to its page and bff answers with the route's own action, so booking and cancelling still work.
test('a phone without JavaScript books, is told what to correct, and cancels', async ({
  browser,
  page,
}) => {
  const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';
  await page.goto(`/auth/login?type=register&redirect=${encodeURIComponent(calendar)}`);
  await page.getByLabel('First name').fill('Nada');
  await page.getByLabel('Last name').fill('Bez Skripte');
  const email = `no-script-${Date.now()}@termin.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('no-script-password');
  await sendSignUp(page, email);
  await pickTimeAhead(page);
  const checkout = await page.getByRole('link', { name: 'Checkout' }).getAttribute('href');

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const p = await phone.newPage();
  await p.goto(checkout!);
  const name = p.getByRole('textbox', { name: /^Name/ });
  await name.fill('');
  await p.getByLabel('Phone number').fill('64 222 3344');
  const mail = p.getByRole('textbox', { name: 'Email (optional)' });
  await mail.fill('nada@@example');
  await p.getByRole('button', { name: 'Confirm booking' }).click();
  // Refused by the action on the server: the message beside the field, the number kept whole.
  await expect(p.getByText('Please enter your name.')).toBeVisible();
  await expect(p.getByLabel('Phone number')).toHaveValue('064 2223344');
  // The e-mail's own message is its description, as the name's is, for a screen reader too.
  await expect(mail).toHaveValue('nada@@example');
  await expect(mail).toHaveAttribute('aria-invalid', 'true');
  await expect(mail).toHaveAccessibleDescription('Please enter a valid email address.');

  await name.fill('Nada Bez Skripte');
  await mail.fill('');
  await p.getByLabel('Comment for the venue (optional)').fill('Booked without JavaScript.');
  await p.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(p).toHaveURL(/\/en\/book-now\/confirmation\?order=[0-9a-f-]{36}$/);
  await expect(p.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  const guid = new URL(p.url()).searchParams.get('order');
  await p.goto(`/en/book-now/order/${guid}/cancel`);
  await p.getByLabel('Reason (optional)').fill('Plans changed');
  await p.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(p.getByRole('status')).toHaveText('The booking is cancelled.');
  await expect(p.getByText('To pay')).toHaveCount(0);
  await phone.close();
});
