import { DomUtils, parseDocument } from 'htmlparser2';

// What a search engine reads from a page as the server sends it, through an HTML parser
// (htmlparser2) rather than patterns over the text.

export type JsonLdNode = Record<string, unknown>;

export interface PageFacts {
  title: string;
  /** The robots meta tag's and the X-Robots-Tag header's directives, lower case. */
  robots: string[];
  canonical?: string;
  /** hreflang (as written) → absolute URL. */
  alternates: Map<string, string>;
  /** Every JSON-LD node, @graph members and nested items included. */
  jsonLd: JsonLdNode[];
  /** Absolute URLs of the page's links (<a href>), fragments dropped. */
  links: string[];
}

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const attr = (element: Element | undefined, name: string) =>
  element && DomUtils.getAttributeValue(element, name);

/** `href` resolved against `base`, without its fragment; undefined when it is no http(s) URL. */
export function absolute(href: string, base: string): string | undefined {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Every object in a JSON-LD value, depth first (an ItemList's Events are nodes too). */
function nodesOf(value: unknown, into: JsonLdNode[] = []): JsonLdNode[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, into);
  else if (value && typeof value === 'object') {
    into.push(value as JsonLdNode);
    for (const child of Object.values(value)) nodesOf(child, into);
  }
  return into;
}

/** `node`'s @type as a list (schema.org allows one type or several). */
export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

export function pageFacts(html: string, url: string, robotsHeader?: string): PageFacts {
  const document = parseDocument(html);
  const elements = (name: string) => DomUtils.getElementsByTagName(name, document.children, true);
  const withRel = (rel: string) =>
    elements('link').filter((link) => attr(link, 'rel')?.split(/\s+/).includes(rel));

  const robots = [
    ...elements('meta')
      .filter((meta) => /^(robots|googlebot)$/i.test(attr(meta, 'name') ?? ''))
      .map((meta) => attr(meta, 'content') ?? ''),
    robotsHeader ?? '',
  ].flatMap((value) =>
    value
      .toLowerCase()
      .split(',')
      .map((directive) => directive.trim())
      .filter(Boolean),
  );

  const canonicalHref = attr(withRel('canonical')[0], 'href');
  const alternates = new Map<string, string>();
  for (const link of withRel('alternate')) {
    const language = attr(link, 'hreflang');
    const href = absolute(attr(link, 'href') ?? '', url);
    if (language && href) alternates.set(language, href);
  }

  const jsonLd = elements('script')
    .filter((script) => attr(script, 'type') === 'application/ld+json')
    .flatMap((script) => nodesOf(JSON.parse(DomUtils.textContent(script))));

  const links = elements('a')
    .map((anchor) => absolute(attr(anchor, 'href') ?? '', url))
    .filter((href): href is string => href !== undefined);

  return {
    title: DomUtils.textContent(elements('title')[0] ?? []).trim(),
    robots,
    canonical: canonicalHref ? absolute(canonicalHref, url) : undefined,
    alternates,
    jsonLd,
    links,
  };
}

/** The <loc>s of a sitemap or sitemap index (XML). */
export function sitemapLocations(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', document.children, true).map((loc) =>
    DomUtils.textContent(loc).trim(),
  );
}
