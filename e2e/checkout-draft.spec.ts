import { expect, test } from './support/test.js';
import { openDemoCheckout } from './support/checkout.js';

// A customer who has started on the contact details goes back to change the time, or reloads:
// what they typed is still there when the checkout shows again (in the same tab).
test('the checkout keeps what was typed through a detour to the calendar and a reload', async ({
  page,
}) => {
  await openDemoCheckout(page);

  const name = page.getByLabel('Name', { exact: true });
  const comment = page.getByLabel('Comment for the venue (optional)');
  await name.fill('Ana Draft');
  await comment.fill('A window seat, please');

  await page.getByRole('link', { name: 'Change date and time' }).click();
  await expect(page).toHaveURL(/\/calendar\?/);
  await page.goBack();
  await expect(comment).toHaveValue('A window seat, please');
  await expect(name).toHaveValue('Ana Draft');

  await page.reload();
  await expect(comment).toHaveValue('A window seat, please');
  await expect(name).toHaveValue('Ana Draft');
});
