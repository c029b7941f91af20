import { useLocation } from 'react-router';
import { useShell } from '../../app/shell';

/** A schema.org object for a JSON-LD block (https://schema.org). */
export type JsonLd = Record<string, unknown>;

export interface SeoProps {
  title: string;
  description: string;
  /**
   * The search params that make this page a distinct page for search engines (e.g. page=2);
   * every other param is dropped from the canonical URL.
   */
  canonicalParams?: readonly string[];
  /** An absolute image URL for link previews. */
  image?: string;
  /** Open Graph type: website unless the page is an article or a place. */
  type?: 'website' | 'article' | 'business.business';
  jsonLd?: JsonLd | JsonLd[];
  /** Pages that must not be indexed (empty results, private pages). */
  noindex?: boolean;
}

/** JSON for inside a <script>: "<" escaped so no text can close the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The canonical URL of the current page on the configured site (spec §1 siteUrl). */
export function useCanonicalUrl(canonicalParams: readonly string[] = []): string {
  const { publicConfig } = useShell();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of canonicalParams) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${publicConfig.siteUrl}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * A page's head for search engines and link previews: title, description, canonical, Open Graph
 * and JSON-LD. React 19 hoists these into <head> on the server render and in the browser; the
 * hreflang alternates come from the shell (AppShell).
 */
export function Seo({
  title,
  description,
  canonicalParams,
  image,
  type = 'website',
  jsonLd,
  noindex,
}: SeoProps) {
  const { nonce } = useShell();
  const canonical = useCanonicalUrl(canonicalParams);
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
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
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
