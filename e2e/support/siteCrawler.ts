import { absolute, pageFacts, sitemapLocations, type PageFacts } from './pageFacts.js';
import { routeTypeOf, shapeOf } from './routeTypes.js';

// A search engine's crawl of a running site, bounded: it starts from robots.txt and the XML
// sitemaps, follows internal links breadth first, fetches at most `perType` pages of each route
// type beyond the sitemap's own (the targets of canonicals and hreflang always), and stops at
// `maxPages`. Beside it, a trap probe walks each URL shape's "next" links (the furthest new link of
// the same shape, as a calendar's "Next week") to show that every such chain ends. Requests carry
// no cookies, as a crawler's do not (a locale cookie would redirect other languages' pages), and
// like a search engine's they leave the links of a nofollow page alone.

export interface CrawledPage {
  url: string;
  type: string;
  status: number;
  depth: number;
  /** Where a redirect sends it. */
  location?: string;
  /** HTML pages only. */
  facts?: PageFacts;
}

export interface CrawlLimits {
  perType: number;
  maxPages: number;
  /** BFS depth past which a fetched page counts as a trap. */
  maxDepth: number;
  /** Steps of one shape's "next" chain past which it counts as a trap. */
  maxChain: number;
  /** An ISO date in a URL later than this many days ahead, on a page that answers 200, is a trap. */
  horizonDays: number;
  concurrency: number;
}

export interface Crawl {
  pages: Map<string, CrawledPage>;
  sitemapUrls: Set<string>;
  /** source → target, every internal <a> link seen on a fetched page. */
  links: { from: string; to: string }[];
  traps: string[];
  /** Links seen but not fetched (their route type was at its cap, or the page cap was reached). */
  unfetched: Set<string>;
  longestChain: { shape: string; steps: number };
}

interface Pending {
  url: string;
  depth: number;
  /** Canonical and hreflang targets are checked whatever their type's count. */
  required: boolean;
}

const collator = new Intl.Collator('en', { numeric: true });

export async function crawlSite(origin: string, limits: CrawlLimits): Promise<Crawl> {
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  const disallowed = robotsRules(robots);
  const allowed = (url: string) =>
    url.startsWith(`${origin}/`) &&
    !disallowed.some((prefix) => new URL(url).pathname.startsWith(prefix));

  const sitemapUrls = new Set<string>();
  const sitemaps = [...robots.matchAll(/^sitemap:\s*(\S+)/gim)].map((match) => match[1]!);
  for (let index = 0; index < sitemaps.length; index += 1) {
    const response = await fetch(sitemaps[index]!);
    if (response.status !== 200) throw new Error(`${sitemaps[index]} answered ${response.status}`);
    const xml = await response.text();
    const locations = sitemapLocations(xml);
    if (/<sitemapindex[\s>]/.test(xml)) sitemaps.push(...locations);
    else for (const location of locations) sitemapUrls.add(location);
  }

  const crawl: Crawl = {
    pages: new Map(),
    sitemapUrls,
    links: [],
    traps: [],
    unfetched: new Set(),
    longestChain: { shape: '', steps: 0 },
  };
  /** Every URL met and not yet fetched, as it waits (or was left) in the queue. */
  const queued = new Map<string, Pending>();
  const perType = new Map<string, number>();
  let queue: Pending[] = [...sitemapUrls].map((url) => ({ url, depth: 0, required: true }));
  queue.forEach((pending) => queued.set(pending.url, pending));

  const fetchPage = async (url: string, depth: number): Promise<CrawledPage> => {
    const response = await fetch(url, { redirect: 'manual' });
    const type = routeTypeOf(new URL(url));
    const page: CrawledPage = { url, type, status: response.status, depth };
    const location = response.headers.get('location');
    if (location) page.location = absolute(location, url);
    if ((response.headers.get('content-type') ?? '').includes('text/html'))
      page.facts = pageFacts(
        await response.text(),
        url,
        response.headers.get('x-robots-tag') ?? undefined,
      );
    else await response.body?.cancel();
    crawl.pages.set(url, page);
    checkHorizon(page, limits.horizonDays, crawl.traps);
    if (depth > limits.maxDepth && page.status === 200)
      crawl.traps.push(`${url} is ${depth} links from the sitemap`);
    return page;
  };

  const enqueue = (url: string | undefined, depth: number, required: boolean) => {
    if (!url || !allowed(url) || crawl.pages.has(url)) return;
    const known = queued.get(url);
    if (!known) {
      const pending = { url, depth, required };
      queued.set(url, pending);
      queue.push(pending);
    } else if (required && !known.required) {
      // Met first as a plain link and left at its type's cap: a canonical or hreflang target after all.
      known.required = true;
      if (crawl.unfetched.delete(url)) queue.push(known);
    }
  };

  // Breadth first, a level at a time, `concurrency` requests side by side.
  while (queue.length > 0 && crawl.pages.size < limits.maxPages) {
    const level = queue;
    queue = [];
    const take: Pending[] = [];
    for (const pending of level) {
      const type = routeTypeOf(new URL(pending.url));
      const count = perType.get(type) ?? 0;
      if (!pending.required && count >= limits.perType) crawl.unfetched.add(pending.url);
      else if (crawl.pages.size + take.length >= limits.maxPages) crawl.unfetched.add(pending.url);
      else {
        perType.set(type, count + 1);
        take.push(pending);
      }
    }
    await inBatches(take, limits.concurrency, async ({ url, depth }) => {
      const page = await fetchPage(url, depth);
      crawl.unfetched.delete(url);
      enqueue(page.location, depth + 1, true);
      if (!followed(page)) return;
      for (const link of page.facts!.links) {
        if (!link.startsWith(`${origin}/`)) continue;
        crawl.links.push({ from: url, to: link });
        enqueue(link, depth + 1, false);
      }
      enqueue(page.facts!.canonical, depth + 1, true);
      for (const alternate of page.facts!.alternates.values()) enqueue(alternate, depth + 1, true);
    });
  }
  for (const { url } of queue) crawl.unfetched.add(url);

  await probeChains(crawl, limits, allowed, fetchPage);
  // The pages the probe met name canonical and hreflang targets too: those are checked as well.
  const targets = new Map<string, number>();
  for (const page of crawl.pages.values())
    for (const url of [page.facts?.canonical, ...(page.facts?.alternates.values() ?? [])])
      if (url && allowed(url) && !crawl.pages.has(url)) targets.set(url, page.depth + 1);
  await inBatches([...targets], limits.concurrency, async ([url, depth]) => {
    await fetchPage(url, depth);
    crawl.unfetched.delete(url);
  });
  return crawl;
}

/** An HTML page whose links a search engine follows. */
const followed = (page: CrawledPage) =>
  page.status === 200 && page.facts !== undefined && !page.facts.robots.includes('nofollow');

/** The Disallow prefixes robots.txt gives every user agent. */
function robotsRules(robots: string): string[] {
  const rules: string[] = [];
  let forAll = false;
  for (const line of robots.split('\n').map((text) => text.trim())) {
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (/^user-agent$/i.test(field ?? '')) forAll = value === '*';
    else if (forAll && /^disallow$/i.test(field ?? '') && value) rules.push(value);
  }
  return rules;
}

/** A page that answers 200 for a date further ahead than anything can be booked is a trap. */
function checkHorizon(page: CrawledPage, horizonDays: number, traps: string[]) {
  if (page.status !== 200) return;
  const limit = Date.now() + horizonDays * 86_400_000;
  for (const [date] of decodeURIComponent(page.url).matchAll(/\d{4}-\d{2}-\d{2}/g))
    if (Date.parse(date) > limit) traps.push(`${page.url} answers 200 for ${date}`);
}

/**
 * For each URL shape with a link to another URL of its own shape, walk the furthest such link not
 * yet walked (a later date, a higher page) from the first page of that shape: a chain that still
 * finds new URLs after `maxChain` steps is a trap.
 */
async function probeChains(
  crawl: Crawl,
  limits: CrawlLimits,
  allowed: (url: string) => boolean,
  fetchPage: (url: string, depth: number) => Promise<CrawledPage>,
) {
  const firstOfShape = new Map<string, CrawledPage>();
  for (const page of crawl.pages.values()) {
    const shape = shapeOf(new URL(page.url));
    if (followed(page) && !firstOfShape.has(shape)) firstOfShape.set(shape, page);
  }
  for (const [shape, first] of firstOfShape) {
    const walked = new Set([first.url]);
    let page: CrawledPage | undefined = first;
    let steps = 0;
    while (page && followed(page)) {
      const next = page
        .facts!.links.filter(
          (link) => allowed(link) && !walked.has(link) && shapeOf(new URL(link)) === shape,
        )
        .sort(collator.compare)
        .at(-1);
      if (!next) break;
      if (steps >= limits.maxChain) {
        crawl.traps.push(`${shape} keeps linking to new URLs past ${steps} steps (${next})`);
        break;
      }
      walked.add(next);
      steps += 1;
      page = crawl.pages.get(next) ?? (await fetchPage(next, first.depth + steps));
      crawl.unfetched.delete(next);
    }
    if (steps > crawl.longestChain.steps) crawl.longestChain = { shape, steps };
  }
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
