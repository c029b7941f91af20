import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import {
  findBlogPost,
  findForBusinessPage,
  findHelpArticle,
  findLegalPage,
  findPromoPage,
  helpCenter,
  listBlogPosts,
  listForBusinessPages,
  pricing,
} from './contentQueries.js';
import {
  BlogPost,
  BlogPostList,
  BlogPostSummary,
  BlogQuery,
  BlogTag,
  ContentImage,
  ForBusinessPage,
  ForBusinessPages,
  ForBusinessPageSummary,
  HelpArticle,
  HelpCenter,
  HelpSearchQuery,
  HelpSearchResults,
  HelpTopic,
  LegalPage,
  Pricing,
  PricingPlan,
  PromoPage,
  SlugParams,
} from './contentSchemas.js';
import { searchHelpArticles } from './helpSearch.js';

const missing = (what: string) => ref(ErrorBody, `No ${what} with this slug (NOT_FOUND).`);

/** The found page, or a 404 naming what was asked for. */
function orNotFound<T>(page: T | undefined, what: string, slug: string): T {
  if (page === undefined) throw notFound(`Unknown ${what} ${slug}`);
  return page;
}

export const contentRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const schema of [
    ContentImage,
    BlogTag,
    BlogPostSummary,
    BlogPostList,
    BlogPost,
    HelpTopic,
    HelpCenter,
    HelpArticle,
    HelpSearchResults,
    ForBusinessPageSummary,
    ForBusinessPages,
    ForBusinessPage,
    PricingPlan,
    Pricing,
    PromoPage,
    LegalPage,
  ])
    app.addSchema(schema);

  app.get(
    '/content/blog',
    {
      schema: {
        operationId: 'listBlogPosts',
        tags: ['content'],
        summary: 'Published blog posts, newest first, a page at a time',
        headers: CallerHeaders,
        querystring: BlogQuery,
        response: { 200: ref(BlogPostList), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      return listBlogPosts(db, request.query, language, new Date());
    },
  );

  app.get(
    '/content/blog/:slug',
    {
      schema: {
        operationId: 'getBlogPost',
        tags: ['content'],
        summary: 'One published blog post',
        headers: CallerHeaders,
        params: SlugParams,
        response: { 200: ref(BlogPost), 404: missing('published post'), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const { slug } = request.params;
      return orNotFound(await findBlogPost(db, slug, language, new Date()), 'blog post', slug);
    },
  );

  app.get(
    '/content/help',
    {
      schema: {
        operationId: 'getHelpCenter',
        tags: ['content'],
        summary: 'Help center topics with the titles of their articles',
        headers: CallerHeaders,
        response: { 200: ref(HelpCenter), ...commonErrorResponses },
      },
    },
    async (request) => helpCenter(db, callerFrom(request.headers).language),
  );

  app.get(
    '/content/help-search',
    {
      schema: {
        operationId: 'searchHelpArticles',
        tags: ['content'],
        summary: 'Help articles with every word of q: stemmed, without diacritics, either script',
        description:
          'Full-text search in the answer language: "reschedule" finds "Rescheduling", "otkazi" ' +
          'finds "Otkaži", and Serbian Cyrillic finds the Latin text. A word no article holds ' +
          'is also read as the words it resembles ("resheduling": "rescheduling", "giftcard": ' +
          '"gift card"); what those find comes after what q finds as typed.',
        headers: CallerHeaders,
        querystring: HelpSearchQuery,
        response: { 200: ref(HelpSearchResults), ...commonErrorResponses },
      },
    },
    async (request) => ({
      articles: await searchHelpArticles(db, request.query.q, callerFrom(request.headers).language),
    }),
  );

  app.get(
    '/content/help/:slug',
    {
      schema: {
        operationId: 'getHelpArticle',
        tags: ['content'],
        summary: 'One help article with its questions and answers',
        headers: CallerHeaders,
        params: SlugParams,
        response: { 200: ref(HelpArticle), 404: missing('help article'), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const { slug } = request.params;
      return orNotFound(await findHelpArticle(db, slug, language), 'help article', slug);
    },
  );

  app.get(
    '/content/for-business',
    {
      schema: {
        operationId: 'listForBusinessPages',
        tags: ['content'],
        summary: 'The for-business pages: kinds of business and features',
        headers: CallerHeaders,
        response: { 200: ref(ForBusinessPages), ...commonErrorResponses },
      },
    },
    async (request) => listForBusinessPages(db, callerFrom(request.headers).language),
  );

  app.get(
    '/content/for-business/:slug',
    {
      schema: {
        operationId: 'getForBusinessPage',
        tags: ['content'],
        summary: 'One for-business page',
        headers: CallerHeaders,
        params: SlugParams,
        response: {
          200: ref(ForBusinessPage),
          404: missing('for-business page'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const { slug } = request.params;
      return orNotFound(await findForBusinessPage(db, slug, language), 'for-business page', slug);
    },
  );

  app.get(
    '/content/pricing',
    {
      schema: {
        operationId: 'getPricing',
        tags: ['content'],
        summary: "Subscription plans for businesses, priced in the project country's currency",
        headers: CallerHeaders,
        response: { 200: ref(Pricing), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      return pricing(db, country, language);
    },
  );

  app.get(
    '/content/promo/:slug',
    {
      schema: {
        operationId: 'getPromoPage',
        tags: ['content'],
        summary: 'A promo landing page: /promo (slug promo) or a Serbian /{token} page',
        description:
          'The version in the request language, else the Serbian one, else English. Pages ' +
          'outside their campaign dates answer 404.',
        headers: CallerHeaders,
        params: SlugParams,
        response: {
          200: ref(PromoPage),
          404: missing('running promo page'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const { slug } = request.params;
      return orNotFound(await findPromoPage(db, slug, language, new Date()), 'promo page', slug);
    },
  );

  app.get(
    '/content/legal/:slug',
    {
      schema: {
        operationId: 'getLegalPage',
        tags: ['content'],
        summary: 'A legal page: terms, license, privacy or cookie-policy',
        headers: CallerHeaders,
        params: SlugParams,
        response: { 200: ref(LegalPage), 404: missing('legal page'), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const { slug } = request.params;
      return orNotFound(await findLegalPage(db, slug, language), 'legal page', slug);
    },
  );
};
