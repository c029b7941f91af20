import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createOperationLimits, operationLimits } from '../limits/operationLimits.js';
import { rateLimitPlugin } from '../limits/rateLimitPlugin.js';
import { graphqlMetricsPlugin } from '../metrics/graphqlMetricsPlugin.js';
import type { GatewayServices } from '../services.js';
import type { GraphQLContext } from './context.js';
import { resolvers } from './__generated__/resolvers.js';
import { compiledExecution } from './compiledExecution.js';
import { trustedDocumentStore, type TrustedDocuments } from './trustedDocuments.js';
import { loadTypeDefs } from './typeDefs.js';
import { withoutSuggestions } from './withoutSuggestions.js';

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
  'OVERLOADED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
]);

/**
 * The schema codegen wrote with the resolvers' map. Either one older than the other (a resolver
 * saved before codegen ran) fails here: the message names the fix.
 */
export function executableSchema(repoRoot: string) {
  try {
    return makeExecutableSchema({ typeDefs: loadTypeDefs(repoRoot), resolvers });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}. The generated schema (schema/__generated__/schema.graphql) and resolver map ` +
        'do not match the sources: run `npm run codegen` (`npm run dev` reruns it as you save).',
      { cause: error },
    );
  }
}

export function createApolloServer(
  services: GatewayServices,
  app: FastifyInstance,
  trustedDocuments: TrustedDocuments,
) {
  const { production } = services.config;
  const limits = createOperationLimits(production);
  return new ApolloServer<GraphQLContext>({
    // The schema reaches Apollo through its gateway interface, whose executor runs compiled
    // operations (compiledExecution.ts); parsing, validation and plugins stay Apollo's.
    gateway: compiledExecution(executableSchema(services.config.repoRoot)),
    introspection: !production,
    // server.ts handles SIGTERM itself (readiness off before the server closes); Apollo's own
    // handler would close Fastify through the drain plugin the moment the signal arrives.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: !production,
    allowBatchedHttpRequests: false,
    // Parsed documents live in this bounded cache (~10 MB).
    cache: new InMemoryLRUCache({ maxSize: 10 * 1024 * 1024 }),
    // Hashes resolve from web's manifest only, never registered (graphql/trustedDocuments.ts).
    persistedQueries: { cache: trustedDocumentStore(trustedDocuments), ttl: null },
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    plugins: [
      // Context-agnostic plugins, typed for the base context.
      ...([
        fastifyApolloDrainPlugin(app),
        ...limits.plugins,
      ] as ApolloServerPlugin<GraphQLContext>[]),
      rateLimitPlugin(services.rateLimiter, {
        maxCost: operationLimits.maxCost,
        heavyWork: services.heavyWork,
        messages: services.gatewayMessages,
        metrics: services.metrics,
      }),
      graphqlMetricsPlugin(services.metrics),
      // No field has a cache hint: every answer is someone's, never stored on the way. Apollo's
      // default cache-control plugin would say so after a hook on every field of every
      // operation (a page render resolves hundreds); one header per response says the same.
      ApolloServerPluginCacheControlDisabled(),
      neverStored,
    ],
    formatError: (formatted, error) => hideInternals(formatted, error, production),
  });
}

const neverStored: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

function hideInternals(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && clientFacingCodes.has(code)) {
    // Keep the code and what the client may act on; drop anything that names internals.
    const {
      upstreamStatus: _status,
      stacktrace,
      http: _http,
      ...extensions
    } = formatted.extensions ?? {};
    return production
      ? { ...formatted, message: withoutSuggestions(formatted.message), extensions }
      : { ...formatted, extensions: { ...extensions, stacktrace } };
  }
  if (!production) return formatted;
  const original = error instanceof GraphQLError ? error : undefined;
  return {
    message: 'Internal server error',
    path: formatted.path ?? original?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
