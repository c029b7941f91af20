import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the budget holds every page to: WCAG 2.x A and AA and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe finds nothing on the page as it stands; a failure lists each rule with its first nodes.
 * `rules` narrows the check to those rules (a test about one part of a page).
 */
export async function expectAccessible(page: Page, where = page.url(), rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    rules ? builder.withRules(rules) : builder.withTags(tags)
  ).analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n${nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}
