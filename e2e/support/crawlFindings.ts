import { typesOf } from './pageFacts.js';
import type { Crawl, CrawledPage } from './siteCrawler.js';

// What a crawl found wrong, in the terms of issue 45's done-condition, and the counts it prints.

const isNoindex = (page: CrawledPage) => page.facts!.robots.includes('noindex');
const isSelfCanonical = (page: CrawledPage) => page.facts!.canonical === page.url;
/** An HTML page that answers 200, has no noindex and names itself canonical. */
const isIndexableCanonical = (page: CrawledPage | undefined) =>
  !!page?.facts && page.status === 200 && !isNoindex(page) && isSelfCanonical(page);

const eventType = '{lang}/book-now/:slug/group/:eventId';
const eventListType = '{lang}/book-now/:slug/group';
const hasType = (page: CrawledPage, type: string) =>
  page.facts!.jsonLd.some((node) => typesOf(node).includes(type));

export interface CrawlFindings {
  /** Each check's name → what failed it (empty when it passes). */
  problems: Record<string, string[]>;
  /** Counts to print, in order. */
  counts: [string, number][];
  byRouteType: Map<string, number>;
}

/** Every hreflang problem of `page`: it must name itself, and each alternate must name it back. */
function hreflangProblemsOf(page: CrawledPage, byUrl: (url: string) => CrawledPage | undefined) {
  const alternates = page.facts!.alternates;
  if (alternates.size === 0) return [];
  const own = [...alternates].find(
    ([language, url]) => language !== 'x-default' && url === page.url,
  );
  if (!own) return [`${page.url} does not name itself among its alternates`];
  const problems: string[] = [];
  for (const [language, url] of alternates) {
    const other = byUrl(url);
    if (!isIndexableCanonical(other))
      problems.push(`${page.url} → ${language} ${url}: not an indexable canonical page`);
    else if (other!.facts!.alternates.get(own[0]) !== page.url)
      problems.push(`${page.url} → ${language} ${url}: no link back as ${own[0]}`);
  }
  return problems;
}

export function crawlFindings(crawl: Crawl): CrawlFindings {
  const pages = [...crawl.pages.values()];
  const byUrl = (url: string) => crawl.pages.get(url);
  const html = pages.filter((page) => page.status === 200 && page.facts);
  const indexable = html.filter((page) => !isNoindex(page));
  const canonicalPages = indexable.filter(isSelfCanonical);

  const titles = new Map<string, string[]>();
  for (const page of canonicalPages)
    titles.set(page.facts!.title, [...(titles.get(page.facts!.title) ?? []), page.url]);
  const events = html.filter((page) => page.type === eventType);
  const eventLists = html.filter((page) => page.type === eventListType);

  const problems: Record<string, string[]> = {
    'crawl traps': crawl.traps,
    '5xx': pages.filter((page) => page.status >= 500).map((page) => `${page.url} ${page.status}`),
    'broken internal links (404, 410)': crawl.links
      .filter(({ to }) => [404, 410].includes(byUrl(to)?.status ?? 0))
      .map(({ from, to }) => `${from} → ${to}`),
    'sitemap URLs not indexable or not self-canonical': [...crawl.sitemapUrls].filter(
      (url) => !isIndexableCanonical(byUrl(url)),
    ),
    // A canonical elsewhere (?c= beside a city path, say) must name an indexable canonical page.
    'indexable pages without a self canonical or one to an indexable page': indexable
      .filter((page) => !isSelfCanonical(page))
      .filter(
        (page) => !page.facts!.canonical || !isIndexableCanonical(byUrl(page.facts!.canonical)),
      )
      .map((page) => `${page.url} → ${page.facts!.canonical ?? 'none'}`),
    'pages with neither canonical nor noindex': html
      .filter((page) => !page.facts!.canonical && !isNoindex(page))
      .map((page) => page.url),
    'one-way or non-self-referencing hreflang': [
      ...canonicalPages.flatMap((page) => hreflangProblemsOf(page, byUrl)),
      ...html
        .filter((page) => isNoindex(page) && page.facts!.alternates.size > 0)
        .map((page) => `${page.url}: hreflang on a noindex page`),
    ],
    'duplicate titles among indexable pages': [...titles]
      .filter(([, urls]) => urls.length > 1)
      .map(([title, urls]) => `${title}: ${urls.join(', ')}`),
    'event pages without Event data': events
      .filter((page) => !hasType(page, 'Event'))
      .map((page) => page.url),
    'event lists without an ItemList': eventLists
      .filter((page) => !hasType(page, 'ItemList'))
      .map((page) => page.url),
  };

  const byRouteType = new Map<string, number>();
  for (const page of pages) byRouteType.set(page.type, (byRouteType.get(page.type) ?? 0) + 1);
  const status = (test: (status: number) => boolean) =>
    pages.filter((page) => test(page.status)).length;
  return {
    problems,
    byRouteType,
    counts: [
      ['sitemap URLs', crawl.sitemapUrls.size],
      ['pages fetched', pages.length],
      ['  HTML 200', html.length],
      ['    indexable (no noindex)', indexable.length],
      ['    indexable and self-canonical', canonicalPages.length],
      ['    noindex', html.length - indexable.length],
      ['  redirects', status((code) => code >= 300 && code < 400)],
      ['  404', status((code) => code === 404)],
      ['route types', byRouteType.size],
      ['internal links seen', crawl.links.length],
      ['linked URLs left unfetched (route type at its cap)', crawl.unfetched.size],
      ['deepest page (links from the sitemap)', Math.max(...pages.map((page) => page.depth))],
      [`longest "next" chain walked (${crawl.longestChain.shape})`, crawl.longestChain.steps],
      ['event pages', events.length],
      ['event lists', eventLists.length],
      ...Object.entries(problems).map(([name, found]): [string, number] => [name, found.length]),
    ],
  };
}

/** The findings as the crawl prints them. */
export function crawlReport(findings: CrawlFindings): string {
  const line = (label: string, value: number) => `  ${label.padEnd(70)} ${value}`;
  return [
    ...findings.counts.map(([label, value]) => line(label, value)),
    '  pages by route type:',
    ...[...findings.byRouteType]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, count]) => line(`    ${type}`, count)),
  ].join('\n');
}
