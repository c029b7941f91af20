import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../services.js';
import { bookingApiFor } from '../upstream/bookingApi.js';
import { sitemapEntries } from '../upstream/sitemapApi.js';
import {
  entriesPerFile,
  listable,
  languageOfEntry,
  pathOf,
  renderIndex,
  renderUrlset,
  staticPages,
  type SitemapEntry,
  type SitemapLocales,
} from './sitemapXml.js';

const pageIndexPattern = /^[1-9]\d{0,5}$/;

/**
 * spec §1: the route prefixes a deployment serves (ru only in the ru region, as web's
 * prefixesFor), each with its hreflang from the public config (the prefix itself when unnamed).
 */
export function sitemapLocales(config: GatewayServices['config']): SitemapLocales {
  const { siteUrl, hreflangs, region } = config.publicConfig;
  const prefixes = region === 'ru' ? ['en', 'sr-RS', 'ru'] : ['en', 'sr-RS'];
  return {
    siteUrl,
    alternates: prefixes.map((prefix) => [prefix, hreflangs[prefix] ?? prefix] as const),
    defaultPrefix: 'en',
  };
}

/**
 * spec §2 Sitemaps. One rule decides which paths are XML for search engines: those ending in .xml,
 * that is the index /sitemap.xml and the parts it names, /sitemap/{country}/{pageIndex}.xml (the
 * project country's public pages, a file at a time). Every other sitemap path (/sitemap,
 * /sitemap/{pageIndex}, /sitemap/{country}/{pageIndex}) is a page of the site like any other: web's
 * human-readable sitemap, which without a locale prefix redirects to the localized page (spec §2).
 * Sitemaps are per project country, so a part of any other country is a 404, as web's page is.
 * /robots.txt names the index.
 */
export function registerSitemapRoutes(app: FastifyInstance, services: GatewayServices) {
  const { config } = services;
  const locales = sitemapLocales(config);
  const perFile = entriesPerFile(locales);
  const country = config.country.toLowerCase();

  /** One api page of entries (sitemaps are read in English: they carry paths, not titles). */
  const entries = (request: FastifyRequest, page: number, pageSize: number) =>
    sitemapEntries(bookingApiFor(services, request, 'en'), page, pageSize);

  const fileCount = async (request: FastifyRequest) => {
    const { total } = await entries(request, 1, 1);
    return Math.max(1, Math.ceil(total / perFile));
  };

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);

  /** Upstream trouble is a temporary state for a crawler: 503 asks it to come back. */
  const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.warn({ err: error }, 'sitemap: upstream failed');
    return reply.status(503).header('retry-after', '300').type('text/plain').send('Unavailable');
  };

  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain').send('No such sitemap');

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const count = await fileCount(request);
      const files = Array.from(
        { length: count },
        (_, index) => `${config.publicConfig.siteUrl}/sitemap/${country}/${index + 1}.xml`,
      );
      return sendXml(reply, renderIndex(files));
    } catch (error) {
      return unavailable(request, reply, error);
    }
  });

  const file = async (request: FastifyRequest, reply: FastifyReply, pageIndex: string) => {
    if (!pageIndexPattern.test(pageIndex)) return notFound(reply);
    const index = Number(pageIndex);
    try {
      const page = await entries(request, index, perFile);
      if (index > 1 && page.items.length === 0) return notFound(reply);
      const pages = page.items
        .filter((entry: SitemapEntry) => listable(entry))
        .map((entry) => ({
          path: pathOf(entry),
          lastModified: entry.lastModified,
          language: languageOfEntry(entry),
        }));
      return sendXml(
        reply,
        renderUrlset(locales, index === 1 ? [...staticPages, ...pages] : pages),
      );
    } catch (error) {
      return unavailable(request, reply, error);
    }
  };

  // Only the project country's pages exist on this site (company pages are per country).
  app.get<{ Params: { country: string; pageIndex: string } }>(
    '/sitemap/:country/:pageIndex.xml',
    (request, reply) =>
      request.params.country === country
        ? file(request, reply, request.params.pageIndex)
        : notFound(reply),
  );

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /graphql',
          'Disallow: /auth/',
          '',
          `Sitemap: ${config.publicConfig.siteUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
