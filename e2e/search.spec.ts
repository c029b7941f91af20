import { expect, test } from '@playwright/test';

test('search from the start page: suggestions after the debounce, pick a treatment', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);

  const searchBox = page.getByRole('combobox', { name: /search/i });
  await expect(searchBox).toBeVisible();

  const suggestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('Suggestions')) {
      suggestRequests.push(request.postData() ?? '');
    }
  });

  await searchBox.click();
  await searchBox.pressSequentially('Mani', { delay: 30 });
  const option = page.getByRole('option', { name: /manicure/i }).first();
  await expect(option).toBeVisible();
  // spec §2/§5: debounced (one request for the whole word) and lowercased.
  expect(suggestRequests).toHaveLength(1);
  expect(suggestRequests[0]).toContain('"text":"mani"');

  await option.click();
  await expect(page).toHaveURL(/\/en\/search\?s=[^&]*&c=/);
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('an unknown path shows "Page not found" with status 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Try to search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'href',
    '/en',
  );
});

test('the server-rendered start page already holds the search bar', async ({ request }) => {
  const response = await request.get('/en');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('role="combobox"');
  expect(html).toContain('<html lang="en"');
});

test('pages carry a nonce-based Content-Security-Policy that their inline scripts honour', async ({
  request,
}) => {
  const response = await request.get('/en');
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
