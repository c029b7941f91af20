import { expect, test } from './support/test.js';
import { crawlFindings, crawlReport } from './support/crawlFindings.js';
import { crawlSite } from './support/siteCrawler.js';

// Issue 45's done-condition: a fresh crawl from the sitemap finds no crawl trap, no page without a
// canonical or noindex, no one-way hreflang, Event data on every event, and says how many of each
// it saw. Bounded: 20 pages of a route type beyond the sitemap's, 1,200 in all; the links of a
// nofollow page are left alone, as search engines leave them.

const limits = {
  perType: 20,
  maxPages: 1_200,
  maxDepth: 12,
  maxChain: 30,
  horizonDays: 366,
  concurrency: 4,
};

test('a crawl from robots.txt and the sitemaps finds no trap and no page search engines misread', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const crawl = await crawlSite(baseURL!, limits);
  const findings = crawlFindings(crawl);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`Crawl of ${baseURL} in ${seconds} s\n${crawlReport(findings)}`);

  for (const [check, found] of Object.entries(findings.problems)) expect(found, check).toEqual([]);
  // The crawl reached enough of the site to mean something: the sitemap, events, their lists.
  const count = (label: string) => findings.counts.find(([name]) => name === label)![1];
  expect(count('sitemap URLs')).toBeGreaterThan(100);
  expect(count('event pages')).toBeGreaterThan(5);
  expect(count('event lists')).toBeGreaterThan(1);
  expect(count('  HTML 200')).toBeGreaterThan(400);
});
