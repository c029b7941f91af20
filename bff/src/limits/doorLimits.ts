// Per-client limits decided at the door (issue 41): before a page is rendered, an operation parsed
// or the auth service called, so a refusal costs microseconds instead of the work it protects.
// Keyed by the client address as TRUST_PROXY lets bff see it, never by a cookie (a junk cookie
// each time would be a fresh allowance).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  gatewayLanguageOf,
  gatewayLanguages,
  type GatewayLanguage,
  type GatewayMessages,
} from '../http/gatewayMessages.js';
import { gatewayPage, gatewayPagePolicy } from '../http/gatewayPage.js';
import type { RateLimitedAction, RateLimiter } from './rateLimiter.js';
import { holdRefusal } from './refusalHold.js';

interface DoorRule {
  /** Counted one per request. */
  counted: RateLimitedAction;
  /** Refused while the client's operation cost budget is spent: the work would be refused anyway. */
  costly: boolean;
  answer: 'graphql' | 'page';
}

/** Routes that do work per request besides pages: drawn pictures, private files, sitemaps. */
const otherWork = ['/choose/', '/maps/', '/calendar/', '/payments/', '/sitemap'];

/** The rule for a route (as Fastify matched it), or none: health, static files, robots.txt. */
export function doorRuleFor(route: string | undefined): DoorRule | undefined {
  if (route === '/*') return { counted: 'pages', costly: true, answer: 'page' };
  if (otherWork.some((prefix) => route?.startsWith(prefix)))
    return { counted: 'pages', costly: false, answer: 'page' };
  if (route === '/graphql') return { counted: 'graphql', costly: true, answer: 'graphql' };
  if (route?.startsWith('/account') || route?.startsWith('/auth/'))
    return { counted: 'account', costly: false, answer: 'page' };
  return undefined;
}

/** The gateway's small page in the visitor's language: nothing rendered, nothing asked upstream. */
export function refusalPage(language: GatewayLanguage, messages: GatewayMessages): string {
  const text = messages[language];
  return gatewayPage(language, {
    title: text['gateway.rateLimited.title']!,
    message: text['gateway.rateLimited.message']!,
  });
}

export function registerDoorLimits(
  app: FastifyInstance,
  limiter: RateLimiter,
  messages: GatewayMessages,
  options: { exempt?: (url: string) => boolean } = {},
) {
  // Made once: a refusal costs no more than a lookup (the messages are fixed at boot).
  const refusalPages = Object.fromEntries(
    gatewayLanguages.map((language) => [language, refusalPage(language, messages)]),
  ) as Record<GatewayLanguage, string>;
  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rule: DoorRule,
    retryAfter: number,
  ) => {
    await holdRefusal();
    const language = gatewayLanguageOf(request);
    reply.status(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
    if (rule.answer === 'graphql') {
      const message = messages[language]['gateway.rateLimited.message'];
      return reply.send({
        errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter } }],
      });
    }
    if (request.headers.accept?.includes('text/html'))
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', gatewayPagePolicy)
        .send(refusalPages[language]);
    return reply
      .type('text/plain; charset=utf-8')
      .send(messages[language]['gateway.rateLimited.message']);
  };

  app.addHook('onRequest', async (request, reply) => {
    const rule = doorRuleFor(request.routeOptions.url);
    if (!rule || options.exempt?.(request.url)) return;
    const client = request.ip;
    const spent = rule.costly ? await limiter.spent('cost', client) : null;
    const retryAfter = spent ?? (await limiter.consume(rule.counted, client));
    if (retryAfter !== null) return refuse(request, reply, rule, retryAfter);
  });
}
