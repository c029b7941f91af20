#!/usr/bin/env node
// The budgets over the built product: initial JavaScript and CSS per page type, then Lighthouse's
// figures of the product itself (scripts/lighthouse.mjs).
// Both always run, so one report shows every miss; the step fails if either does.
import { lighthouseBudget } from './lighthouse.mjs';
import { pageBudget } from './pageBudget.mjs';
import { onProjectNode } from './lib/projectNode.mjs';

export async function budgets() {
  const failures = [];
  for (const [name, check] of [
    ['initial JavaScript and CSS', pageBudget],
    ['Lighthouse', lighthouseBudget],
  ]) {
    try {
      await check();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await budgets();
}
