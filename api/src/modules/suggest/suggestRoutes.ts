import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { readingsIn } from '../../db/searchWords.js';
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
        description:
          'When nothing matches the text as typed, what matches its likeliest other reading: a ' +
          'word no name holds read as the names it resembles (harcut: Haircut), words as names ' +
          'split or join them (hair cut: Haircut).',
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
      const scope = { country, ...(d ? { citySlug: d } : {}) };
      let found = await suggest(db, scope, patterns, language, suggestionLimits);
      if (!found.cityFound) throw unknownCity();
      // Nothing for the text as typed: what it may have meant (a typo, words split or joined
      // differently), the likeliest reading that suggests something. Only then, as most typed
      // text finds something and suggestions come at every keystroke.
      if (found.branches.length === 0 && found.categories.length === 0)
        for (const reading of await readingsIn(db, 'catalog', patterns.folded)) {
          const readingPatterns = searchPatterns(reading);
          if (!readingPatterns) continue;
          found = await suggest(db, scope, readingPatterns, language, suggestionLimits);
          if (found.branches.length > 0 || found.categories.length > 0) break;
        }
      return { branches: found.branches, categories: found.categories };
    },
  );
};
