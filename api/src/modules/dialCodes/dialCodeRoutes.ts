import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { dialCodes } from '../../db/schema/index.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { commonErrorResponses, ref } from '../../http/sharedSchemas.js';
import type { DialCode } from './dialCodeSchemas.js';
import { DialCode as DialCodeSchema, DialCodes } from './dialCodeSchemas.js';

export const dialCodeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(DialCodeSchema);
  app.addSchema(DialCodes);

  app.get(
    '/dial-codes',
    {
      schema: {
        operationId: 'listDialCodes',
        tags: ['site'],
        summary: 'Telephone country codes for phone inputs',
        headers: CallerHeaders,
        response: {
          200: ref(DialCodes, "The table keyed by ISO code, names in the request's language."),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { language } = callerFrom(request.headers);
      const rows = await db.select().from(dialCodes).orderBy(asc(dialCodes.code));
      const table: Record<string, DialCode> = {};
      for (const row of rows)
        table[row.code] = { name: row.name[language], dial_code: row.dialCode, emoji: row.emoji };
      return table;
    },
  );
};
