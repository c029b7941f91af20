import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { searchPatterns } from '../../text/searchText.js';
import { findCityId, suggest } from './suggestQueries.js';
import {
  BranchSuggestion,
  CategorySuggestion,
  SuggestQuery,
  Suggestions,
  suggestionLimits,
} from './suggestSchemas.js';

export const suggestRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(BranchSuggestion);
  app.addSchema(CategorySuggestion);
  app.addSchema(Suggestions);

  app.get(
    '/network/suggest',
    {
      schema: {
        operationId: 'suggestNetwork',
        tags: ['network'],
        summary: 'Venues and treatments matching typed text, for the search bar',
        headers: CallerHeaders,
        querystring: SuggestQuery,
        response: {
          200: ref(Suggestions, 'Up to 5 venues and 8 treatments, best matches first.'),
          404: ref(ErrorBody, 'd names a city the project country does not have (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const { s, d } = request.query;
      const unknownCity = () => notFound(`Unknown city ${d} in ${country}`);

      // Text with nothing searchable in it (only punctuation) matches nothing.
      const patterns = searchPatterns(s);
      if (!patterns) {
        if (d && (await findCityId(db, country, d)) === undefined) throw unknownCity();
        return { branches: [], categories: [] };
      }
      const found = await suggest(
        db,
        { country, ...(d ? { citySlug: d } : {}) },
        patterns,
        language,
        suggestionLimits,
      );
      if (!found.cityFound) throw unknownCity();
      return { branches: found.branches, categories: found.categories };
    },
  );
};
