import { expect, test, type Request } from './support/test.js';
import { useDeployment } from './support/deployment.js';

// Issue 14, trusted documents: on a production deployment without GRAPHQL_ALLOW_ANY_OPERATION,
// the browser's operations travel by hash (queries as GET, which a CDN could keep), never as
// text, and pass; a query of anyone else's is refused.
test.describe('trusted documents', () => {
  const origin = useDeployment(80, { GRAPHQL_ALLOW_ANY_OPERATION: '0' });

  test('the browser sends its operations by hash, a public query as GET', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') requests.push(request);
    });

    await page.goto(`${origin}/en`);
    const searchBox = page.getByRole('combobox', { name: /search/i });
    await searchBox.click();
    await searchBox.pressSequentially('Mani', { delay: 30 });
    const option = page.getByRole('option', { name: /manicure/i }).first();
    await expect(option).toBeVisible();
    // A navigation: the search page's loader fetches its results in the browser.
    await option.click();
    await expect(page).toHaveURL(/\/en\/search\?s=[^&]*&c=/);
    await expect(page.locator('main ol article').first()).toBeVisible();

    const operations = await Promise.all(
      requests.map(async (request) => {
        const url = new URL(request.url());
        const sent =
          request.method() === 'GET'
            ? {
                query: url.searchParams.get('query') ?? undefined,
                operationName: url.searchParams.get('operationName'),
                extensions: JSON.parse(url.searchParams.get('extensions') ?? '{}'),
              }
            : (request.postDataJSON() as Record<string, unknown>);
        const response = await request.response();
        return {
          method: request.method(),
          sent,
          status: response?.status(),
          answer: (await response?.json()) as { errors?: unknown[] } | undefined,
        };
      }),
    );
    expect(operations.map((o) => o.sent.operationName)).toEqual(
      expect.arrayContaining(['Suggestions', 'SearchPage']),
    );
    for (const operation of operations) {
      expect(operation.sent.query, `${operation.sent.operationName} sent as text`).toBeUndefined();
      expect(operation.sent.extensions).toEqual({
        persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
      expect(operation.method).toBe('GET');
      expect(operation.status).toBe(200);
      expect(operation.answer?.errors).toBeUndefined();
    }
  });

  test('a query that is not one of the site’s own is refused', async ({ request }) => {
    const answer = await request.post(`${origin}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query: '{ cities { value } }' },
    });
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
