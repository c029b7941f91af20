// GET /route-rules/lookup: the server-driven redirect check on each navigation (spec §2, §7).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component } from '../../http/sharedSchemas.js';

export const RouteRuleQuery = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 2000,
    pattern: '^/',
    description:
      'The requested path without the locale prefix (/salon/lotus-12); a query, a fragment and ' +
      'a trailing slash are ignored.',
  }),
});
export type RouteRuleQuery = Static<typeof RouteRuleQuery>;

export const RouteRedirect = component(
  'RouteRedirect',
  Type.Object(
    {
      target: Type.String({
        description: 'A site path without the locale prefix, or an absolute URL when external.',
      }),
      external: Type.Boolean({ description: 'The browser loads target in full.' }),
      status: Type.Integer({ description: '301, 302, 307 or 308.' }),
    },
    { additionalProperties: false },
  ),
);
