// Sitemap XML (https://www.sitemaps.org/protocol.html) with hreflang alternates
// (xhtml:link, https://developers.google.com/search/docs/specialty/international/localized-versions):
// every public page is listed once per locale prefix, each listing all its language versions.

/** The protocol's limits for one sitemap file: URLs and uncompressed bytes. */
export const maxUrlsPerFile = 50_000;
export const maxBytesPerFile = 50 * 1024 * 1024;
/** The api looks pages up by slugs of at most 200 characters; longer ones have no page. */
export const maxSlugLength = 200;

export type SitemapKind =
  'branch' | 'blogPost' | 'helpArticle' | 'forBusiness' | 'legal' | 'promo' | 'listing';

export interface SitemapEntry {
  kind: SitemapKind;
  slug: string;
  lastModified: string | null;
}

/**
 * A page of the site: its path below the locale prefix (spec §2 routes), the same in every
 * language or, where a segment is a word of the language, one per route prefix.
 */
export interface SitePage {
  path: string | ((prefix: string) => string);
  lastModified?: string | null;
  /** Written in one language only (a campaign page, spec §2 {token}): listed in that one alone. */
  language?: string;
}

/** The language version of a page written in one language (spec §2 {token}: Serbian). */
export const languageOfEntry = (entry: Pick<SitemapEntry, 'kind'>): string | undefined =>
  entry.kind === 'promo' ? 'sr' : undefined;

/** The {article} of /bt/{type}/{article}/{city} in a prefix's language (as web's searchState). */
const articleByLanguage: Record<string, string> = { en: 'in', sr: 'u', ru: 'v' };
const articleOf = (prefix: string) => articleByLanguage[prefix.slice(0, 2)] ?? 'in';

export interface SitemapLocales {
  siteUrl: string;
  /** [route prefix, hreflang] of every language version the site serves. */
  alternates: ReadonlyArray<readonly [string, string]>;
  /** The prefix x-default points at. */
  defaultPrefix: string;
}

/** Public pages that are not in the api's list (spec §2 Marketing and content). */
export const staticPages: readonly SitePage[] = [
  { path: '/' },
  { path: '/search' },
  { path: '/blog' },
  { path: '/help-center' },
  { path: '/for-business' },
  { path: '/pricing' },
  { path: '/promo' },
];

/** The site path of an api sitemap entry. Help articles open within the help center. */
export function pathOf(entry: Pick<SitemapEntry, 'kind' | 'slug'>): SitePage['path'] {
  const slug = encodeURIComponent(entry.slug);
  switch (entry.kind) {
    // "{type}/{city}": the treatment's listing in the city, with each language's article.
    case 'listing': {
      const [type, city] = entry.slug.split('/').map(encodeURIComponent) as [string, string];
      return (prefix) => `/bt/${type}/${articleOf(prefix)}/${city}`;
    }
    case 'branch':
      return `/company/${slug}`;
    case 'blogPost':
      return `/blog/${slug}`;
    case 'helpArticle':
      return `/help-center?article=${slug}`;
    case 'forBusiness':
      return `/for-business/${slug}`;
    // spec §2 {token}: a campaign page sits at the root, like the legal pages.
    case 'legal':
    case 'promo':
      return `/${slug}`;
  }
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

function localized(locales: SitemapLocales, prefix: string, path: SitePage['path']): string {
  const [pathname, query] = (typeof path === 'string' ? path : path(prefix)).split('?') as [
    string,
    string | undefined,
  ];
  const rest = pathname === '/' ? '' : pathname;
  return `${locales.siteUrl}/${prefix}${rest}${query === undefined ? '' : `?${query}`}`;
}

/** One <url> per language version of the page, each with every version as an alternate. */
export function renderPage(locales: SitemapLocales, page: SitePage): string {
  const versions = page.language
    ? locales.alternates.filter(([prefix]) => prefix.slice(0, 2) === page.language)
    : locales.alternates;
  // A page in one language has no other version to point to, and no default to choose.
  const links = page.language
    ? ''
    : [
        ...versions.map(
          ([prefix, hreflang]) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(localized(locales, prefix, page.path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localized(locales, locales.defaultPrefix, page.path))}"/>`,
      ].join('');
  const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
  return versions
    .map(
      ([prefix]) =>
        `<url><loc>${escapeXml(localized(locales, prefix, page.path))}</loc>${lastmod}${links}</url>\n`,
    )
    .join('');
}

export function renderUrlset(locales: SitemapLocales, pages: readonly SitePage[]): string {
  return (
    header + urlsetOpen + pages.map((page) => renderPage(locales, page)).join('') + urlsetClose
  );
}

export function renderIndex(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return (
    header +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('') +
    '</sitemapindex>\n'
  );
}

/**
 * How many api entries one file may hold so that it stays within both limits of the protocol,
 * whatever the entries: every entry becomes one URL per language version, and no entry is longer
 * than the longest path with the longest slug the api can serve. The static pages share the
 * first file, so they are kept out of every file's budget.
 */
export function entriesPerFile(locales: SitemapLocales): number {
  const urlsPerEntry = locales.alternates.length;
  const longest = renderPage(locales, {
    path: pathOf({ kind: 'helpArticle', slug: 'x'.repeat(maxSlugLength) }),
    lastModified: new Date(Date.UTC(2000, 0, 1)).toISOString(),
  });
  const entryBytes = Buffer.byteLength(longest);
  const envelope = Buffer.byteLength(header + urlsetOpen + urlsetClose);
  const staticBytes = Buffer.byteLength(staticPages.map((p) => renderPage(locales, p)).join(''));
  const byUrls = Math.floor(maxUrlsPerFile / urlsPerEntry) - staticPages.length;
  const byBytes = Math.floor((maxBytesPerFile - envelope - staticBytes) / entryBytes);
  return Math.max(1, Math.min(byUrls, byBytes));
}

/** Entries the site can show: the api refuses slugs longer than it accepts in a lookup. */
export const listable = (entry: SitemapEntry) =>
  entry.slug.length > 0 &&
  encodeURIComponent(entry.slug).length <= maxSlugLength &&
  (entry.kind !== 'listing' || /^[^/]+\/[^/]+$/.test(entry.slug));
