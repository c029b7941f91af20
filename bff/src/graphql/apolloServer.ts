import { ApolloServer } from '@apollo/server';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Config } from '../config.js';
import type { GraphQLContext } from './context.js';
import { resolvers } from './resolvers/index.js';
import { loadTypeDefs } from './typeDefs.js';

/** Codes whose messages are written for the client; anything else is hidden in production. */
const clientFacingCodes = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
]);

export function createApolloServer(config: Config, app: FastifyInstance) {
  return new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(config.repoRoot),
    resolvers,
    introspection: !config.production,
    includeStacktraceInErrorResponses: !config.production,
    allowBatchedHttpRequests: false,
    plugins: [fastifyApolloDrainPlugin(app)],
    formatError: (formatted, error) => hideInternals(formatted, error, config.production),
  });
}

function hideInternals(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && clientFacingCodes.has(code)) {
    // Keep the code and what the client may act on; drop anything that names internals.
    const { upstreamStatus: _status, stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions: production ? extensions : { ...extensions, stacktrace } };
  }
  if (!production) return formatted;
  const original = error instanceof GraphQLError ? error : undefined;
  return {
    message: 'Internal server error',
    path: formatted.path ?? original?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
