import { describe, expect, it } from 'vitest';
import { budgets, documentAssets, overBudget } from './pageBudget.mjs';

const weight = (raw, brotli) => ({ files: [], raw, gzip: brotli, brotli });

describe('documentAssets', () => {
  it('finds the scripts, module preloads and stylesheets a document names', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/entry-1.css" data-precedence="default"/>',
      '<link rel="modulepreload" href="/assets/vendor-2.js"/>',
      '<link rel="preload" as="image" href="/assets/hero-3.js"/>',
      '<script type="module" src="/assets/entry.client-4.js" nonce="x"></script>',
      '<script>window.__TERMIN__={}</script>',
    ].join('');
    const { js, css } = documentAssets(html);
    expect([...js]).toEqual(['/assets/vendor-2.js', '/assets/entry.client-4.js']);
    expect([...css]).toEqual(['/assets/entry-1.css']);
  });
});

describe('overBudget', () => {
  it('passes a page within every budget', () => {
    expect(
      overBudget({ js: weight(430 * 1024, 120 * 1024), css: weight(20 * 1024, 5 * 1024) }),
    ).toEqual([]);
  });

  it('fails 200 KB more script even when it compresses under the brotli budget', () => {
    const over = overBudget({
      js: weight(563 * 1024, 134 * 1024),
      css: weight(20 * 1024, 5 * 1024),
    });
    expect(over).toEqual([`js raw 563.0 KB > ${(budgets.js.raw / 1024).toFixed(1)} KB`]);
  });

  it('holds every page, the profile and the checkout too, to one script budget', () => {
    const js = weight(600 * 1024, 157 * 1024);
    const css = weight(18 * 1024, 5 * 1024);
    expect(overBudget({ pageType: 'profile', js, css })).toHaveLength(2);
    expect(overBudget({ pageType: 'checkout', js, css })).toHaveLength(2);
  });

  it('fails CSS over its budgets', () => {
    const over = overBudget({ js: weight(0, 0), css: weight(60 * 1024, 13 * 1024) });
    expect(over).toHaveLength(2);
  });
});
