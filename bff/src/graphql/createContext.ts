import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { BookingApi, type Language } from '../upstream/bookingApi.js';
import type { GraphQLContext } from './context.js';

/** The request's language from Accept-Language: sr-* reads Serbian, ru-* Russian, else English. */
export function languageFromHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('sr')) return 'sr';
  if (first.startsWith('ru')) return 'ru';
  return 'en';
}

export function createContext(
  config: Config,
  request: FastifyRequest,
  language = languageFromHeader(request.headers['accept-language']),
): GraphQLContext {
  return {
    language,
    requestId: request.id,
    api: new BookingApi({
      baseUrl: config.apiUrl,
      country: config.country,
      language,
      requestId: request.id,
      timeoutMs: config.upstreamTimeoutMs,
    }),
  };
}
