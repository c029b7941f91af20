// The router's refusal of an address it cannot decode (a stray "%", "%E0" cut short): Fastify
// answers it before any route or hook with its own JSON, which a visitor who mistyped a link or
// followed a broken one would see as the page. bff answers its small page instead, translated.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayLanguageOf, type GatewayMessages } from './gatewayMessages.js';
import { gatewayPage, gatewayPagePolicy, gatewayTexts } from './gatewayPage.js';

/**
 * Fastify's `frameworkErrors`: a malformed URL gets a 400 page with a link to the home page (its
 * path cannot be linked back to); the router's other refusals keep Fastify's answer. `messages`
 * is asked for when a request comes, as the gateway's services are built after the server.
 */
export function badUrlAnswer(messages: () => GatewayMessages) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code !== 'FST_ERR_BAD_URL') return reply.send(error);
    const language = gatewayLanguageOf(request);
    request.log.info({ url: request.url }, 'malformed URL refused');
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', gatewayPagePolicy)
      .header('cache-control', 'no-store')
      .send(gatewayPage(language, gatewayTexts(messages(), language, 'badUrl'), '/'));
  };
}
