import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../services.js';
import { bookingApiFor, type Language } from '../upstream/bookingApi.js';
import type { GraphQLContext } from './context.js';

/** The request's language from Accept-Language: sr-* reads Serbian, ru-* Russian, else English. */
export function languageFromHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('sr')) return 'sr';
  if (first.startsWith('ru')) return 'ru';
  return 'en';
}

export async function createContext(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { language?: Language; inProcess?: boolean } = {},
): Promise<GraphQLContext> {
  const language = options.language ?? languageFromHeader(request.headers['accept-language']);
  const session = await services.sessions.forRequest(request, reply);
  return {
    session,
    language,
    country: services.config.publicConfig.country,
    requestId: request.id,
    clientAddress: request.ip,
    inProcess: options.inProcess ?? false,
    api: bookingApiFor(services, request, language, session),
  };
}
