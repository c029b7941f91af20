import { useLocation, useMatches } from 'react-router';
import { languageOf, prefixesFor, useLocale, type Language } from '../../app/locale';
import { leafHandle } from '../../routing/handle';
import { indexQuery, localizedRest } from '../../routing/localizedPath';
import { useShell } from '../../app/shell';

/** A schema.org object for a JSON-LD block (https://schema.org). */
export type JsonLd = Record<string, unknown>;

export interface SeoProps {
  title: string;
  description: string;
  /** An absolute image URL for link previews. */
  image?: string;
  /** Open Graph type: website unless the page is an article or a place. */
  type?: 'website' | 'article' | 'business.business';
  jsonLd?: JsonLd | JsonLd[];
  /** Pages that must not be indexed (empty results, private pages). */
  noindex?: boolean;
}

/** Open Graph locales (language_TERRITORY) of the site's languages. */
const ogLocales: Record<Language, string> = { en: 'en_US', sr: 'sr_RS', ru: 'ru_RU' };

/** The preview image of pages without one of their own (web/public). */
export const defaultShareImage = '/images/share/termin.jpg';

/** JSON for inside a <script>: "<" escaped so no text can close the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The canonical URL of the current page on the configured site (spec §1 siteUrl): its path as it
 * reads in the page's language, with only the params its route declares as making a distinct
 * page (RouteHandle.indexParams).
 */
export function useCanonicalUrl(): string {
  const { publicConfig } = useShell();
  const { pathname, search } = useLocation();
  const handle = leafHandle(useMatches());
  const [, prefix = '', ...rest] = pathname.split('/');
  const path = localizedRest(rest.join('/'), languageOf(prefix));
  return `${publicConfig.siteUrl}/${prefix}${path ? `/${path}` : ''}${indexQuery(search, handle?.indexParams)}`;
}

/**
 * A page's head for search engines and link previews: title, description, canonical, Open Graph
 * and JSON-LD. React 19 hoists these into <head> on the server render and in the browser; the
 * hreflang alternates come from the shell (AppShell), built the same way.
 */
export function Seo({ title, description, image, type = 'website', jsonLd, noindex }: SeoProps) {
  const { nonce, publicConfig } = useShell();
  const { language } = useLocale();
  const canonical = useCanonicalUrl();
  const otherLocales = new Set(
    prefixesFor(publicConfig.region).map((prefix) => ogLocales[languageOf(prefix)]),
  );
  otherLocales.delete(ogLocales[language]);
  const shareImage = image ?? `${publicConfig.siteUrl}${defaultShareImage}`;
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Termin" />
      <meta property="og:locale" content={ogLocales[language]} />
      {[...otherLocales].map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:image" content={shareImage} />
      <meta name="twitter:card" content="summary_large_image" />
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: scriptSafeJson({ '@context': 'https://schema.org', ...block }),
          }}
        />
      ))}
    </>
  );
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs, in order. */
export function breadcrumbList(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
