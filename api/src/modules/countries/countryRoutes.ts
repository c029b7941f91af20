import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { countryCodes } from '../../db/schema/geo.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { findCountry } from './countryQueries.js';
import { City, Country, CountryParams } from './countrySchemas.js';

const isCountryCode = (value: string): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value);

export const countryRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(City);
  app.addSchema(Country);

  app.get(
    '/countries/:projectCountry',
    {
      schema: {
        operationId: 'getCountry',
        tags: ['countries'],
        summary: 'A project country with its cities',
        headers: CallerHeaders,
        params: CountryParams,
        response: {
          200: ref(Country, 'The country with its cities, in the request language.'),
          404: ref(ErrorBody, 'Not a project country (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const code = request.params.projectCountry.toUpperCase();
      const country = isCountryCode(code) ? await findCountry(db, code, language) : undefined;
      if (!country) throw notFound(`Unknown country ${request.params.projectCountry}`);
      return country;
    },
  );
};
