#!/usr/bin/env node
// The budgets over the built product: initial JavaScript and CSS per page type, then Lighthouse's
// figures of the product itself (scripts/lighthouse.mjs).
// Both always run, so one report shows every miss; the step fails if either does.
import { lighthouseBudget } from './lighthouse.mjs';
import { budgetPorts, pageBudget } from './pageBudget.mjs';
import { findChromium } from './lib/chromium.mjs';
import { startProduct } from './lib/productServer.mjs';
import { onProjectNode } from './lib/projectNode.mjs';

export async function budgets() {
  // One product for both (each alone starts its own): migrating and seeding one takes ~15 s.
  const product = findChromium() ? await startProduct(budgetPorts) : undefined;
  const failures = [];
  try {
    for (const [name, check] of [
      ['initial JavaScript and CSS', pageBudget],
      ['Lighthouse', lighthouseBudget],
    ]) {
      try {
        await check({ product });
      } catch (error) {
        failures.push(`${name}: ${error instanceof Error ? error.message : error}`);
      }
    }
  } finally {
    await product?.stop();
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await onProjectNode();
  await budgets();
}
