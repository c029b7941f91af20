import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { routeRules } from '../../db/schema/index.js';
import { CallerHeaders } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { matchRouteRule } from './matchRouteRule.js';
import { RouteRedirect, RouteRuleQuery } from './routeRuleSchemas.js';

export const routeRuleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(RouteRedirect);

  app.get(
    '/route-rules/lookup',
    {
      schema: {
        operationId: 'lookupRouteRule',
        tags: ['site'],
        summary: 'The redirect for a path, if any',
        description:
          'An exact rule wins, then the longest /prefix/* rule; its remainder replaces a * at the ' +
          'end of the target (/salon/x → /company/x).',
        headers: CallerHeaders,
        querystring: RouteRuleQuery,
        response: {
          200: ref(RouteRedirect, 'Redirect there with this status.'),
          404: ref(ErrorBody, 'No rule for the path: serve it as is (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      // A handful of rules: matching them in code keeps LIKE wildcards out of the story.
      const rules = await db.select().from(routeRules).where(eq(routeRules.isActive, true));
      const redirect = matchRouteRule(rules, request.query.path);
      if (!redirect) throw notFound(`No redirect for ${request.query.path}`);
      return redirect;
    },
  );
};
