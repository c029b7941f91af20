// The language and city pickers without JavaScript: their links lead here, and the choice is
// remembered in the same cookie the pickers write with JavaScript (spec §4: kept across visits),
// then the visitor goes on to the page they chose (303, never off the site).
import type { FastifyInstance } from 'fastify';
import { safeReturnPath } from '@termin/web/return-path';
import { z } from 'zod';
import type { Config } from '../config.js';
import { servedPrefixes } from '../ssr/rootLocale.js';

const yearSeconds = 365 * 24 * 60 * 60;
/** A city's slug as the cities list has it (unknown ones are ignored where the cookie is read). */
const citySlug = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

const params = z.object({ kind: z.enum(['locale', 'city']), value: z.string().max(60) });
const query = z.object({ to: z.string().max(2000).optional() });

export function registerChoiceRoutes(app: FastifyInstance, config: Config) {
  const prefixes = servedPrefixes(config.publicConfig.region);
  const secure = config.publicConfig.siteUrl.startsWith('https:');
  app.get('/choose/:kind/:value', async (request, reply) => {
    const path = params.safeParse(request.params);
    const target = query.safeParse(request.query);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!path.success || !target.success) return reply.status(404).send();
    const { kind, value } = path.data;
    const valid = kind === 'locale' ? prefixes.includes(value) : citySlug.test(value);
    if (!valid) return reply.status(404).send();
    reply.setCookie(kind, value, {
      path: '/',
      maxAge: yearSeconds,
      sameSite: 'lax',
      secure,
    });
    const fallback = kind === 'locale' ? `/${value}` : `/${prefixes[0]}`;
    return reply.redirect(safeReturnPath(target.data.to, fallback), 303);
  });
}
