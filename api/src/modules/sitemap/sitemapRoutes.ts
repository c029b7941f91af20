import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { countryCodes } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import { CallerHeaders } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { sitemapPage } from './sitemapQueries.js';
import { SitemapEntry, SitemapPage, SitemapParams, SitemapQuery } from './sitemapSchemas.js';

const isCountryCode = (value: string): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value);

export const sitemapRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(SitemapEntry);
  app.addSchema(SitemapPage);

  app.get(
    '/sitemap/:country',
    {
      schema: {
        operationId: 'getSitemapPage',
        tags: ['site'],
        summary: 'Public pages of a project country, a page at a time, for sitemap XML',
        headers: CallerHeaders,
        params: SitemapParams,
        querystring: SitemapQuery,
        response: {
          200: ref(SitemapPage, 'One page of entries with the total.'),
          404: ref(ErrorBody, 'Not a project country (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const code = request.params.country.toUpperCase();
      if (!isCountryCode(code)) throw notFound(`Unknown country ${request.params.country}`);
      return sitemapPage(db, code, request.query, new Date());
    },
  );
};
