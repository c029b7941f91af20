#!/usr/bin/env node
// The budgets of issue 8 over the built product: initial JavaScript per page type, then Lighthouse.
// Both always run, so one report shows every miss; the step fails if either does.
import { lighthouseBudget } from './lighthouse.mjs';
import { pageBudget } from './pageBudget.mjs';

export async function budgets() {
  const failures = [];
  for (const [name, check] of [
    ['initial JavaScript', pageBudget],
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

if (import.meta.url === `file://${process.argv[1]}`) await budgets();
