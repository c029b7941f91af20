import { expect, type Page } from '@playwright/test';

/**
 * The journeys set up and inspect state with queries of their own (upcoming orders, a venue's
 * slug…) that are not web's operations, which a production bff refuses (trusted documents, issue
 * 14). So the suite's deployments take the opt-out; trusted-documents.spec.ts drives one without
 * it, where the browser's own operations must pass.
 */
export const adHocQueries = { GRAPHQL_ALLOW_ANY_OPERATION: '1' } as const;

/** A GraphQL call with the page's cookies (the customer's session once logged in). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The demo venue of that name, found as the search bar finds it. */
export async function branchTitled(page: Page, title: string) {
  const { suggestions } = await gql<{
    suggestions: { branches: { slug: string; title: string }[] };
  }>(page, `query($text: String!) { suggestions(text: $text) { branches { slug title } } }`, {
    text: title.toLowerCase(),
  });
  const branch = suggestions.branches.find((b) => b.title === title);
  expect(branch, `the demo venue ${title}`).toBeDefined();
  return branch!;
}
