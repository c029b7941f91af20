// GET /sitemap/{country}: the public pages of a project country, a page at a time, for the
// sitemap XML files (spec §2 Sitemaps: /sitemap/{country}/{pageIndex}).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';

export const sitemapPageSizeMax = 50_000;
export const sitemapKinds = [
  'branch',
  'blogPost',
  'helpArticle',
  'forBusiness',
  'legal',
  'promo',
  'listing',
] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export const SitemapParams = Type.Object({
  country: Type.String({
    maxLength: 10,
    description: 'RS, ME, BA or RU (case-insensitive); any other value answers 404.',
  }),
});

export const SitemapQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: sitemapPageSizeMax,
    default: sitemapPageSizeMax,
    description: 'At most 50 000, the most one sitemap file may list.',
  }),
});
export type SitemapQuery = Static<typeof SitemapQuery>;

export const SitemapEntry = component(
  'SitemapEntry',
  Type.Object(
    {
      kind: Type.Enum(sitemapKinds, {
        description:
          'branch: /company/{slug}; blogPost: /blog/{slug}; helpArticle: a help center article; ' +
          'forBusiness: /for-business/{slug}; legal: /{slug} (terms, license, privacy, ' +
          'cookie-policy); promo: a running campaign page /{token} (spec §2; /promo itself is not ' +
          'listed here); listing: {type}/{city}, the page /bt/{type}/{article}/{city}.',
      }),
      slug: Type.String(),
      lastModified: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description:
          'When the page last changed, if known: a post or article its update, a legal page the ' +
          "day it took effect, a branch its newest review (what changes its page's rating and " +
          'review list; branches keep no update time), a campaign page its start, null for a ' +
          'for-business page or a listing, a branch without reviews or a campaign without a start.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const SitemapPage = component(
  'SitemapPage',
  Type.Object(
    {
      items: Type.Array(ref(SitemapEntry), {
        description:
          'Branches of the country by id, then posts, articles, for-business, legal and campaign ' +
          'pages, then treatment listings by city.',
      }),
      total: Type.Integer({ minimum: 0, description: 'Entries on all pages.' }),
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  ),
);
export type SitemapPage = Static<typeof SitemapPage>;
