import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import type { RateLimiter } from './rateLimiter.js';

function rateLimited(retryAfter: number) {
  return new GraphQLError('Too many requests. Please wait a moment.', {
    extensions: { code: 'RATE_LIMITED', retryAfter, http: { status: 429 } },
  });
}

/** Counts suggestion lookups and mutations per client address before they reach the upstream. */
export function rateLimitPlugin(limiter: RateLimiter): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (contextValue.inProcess || !operation) return;
          const rootFields = operation.selectionSet.selections.flatMap((selection) =>
            selection.kind === 'Field' ? [selection.name.value] : [],
          );
          const action =
            operation.operation === 'mutation'
              ? 'mutations'
              : rootFields.includes('suggestions')
                ? 'suggestions'
                : undefined;
          if (!action) return;
          const retryAfter = await limiter.consume(action, contextValue.clientAddress);
          if (retryAfter !== null) throw rateLimited(retryAfter);
        },
      };
    },
  };
}
