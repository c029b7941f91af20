import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context.js';
import type { Metrics } from './metrics.js';

/** Operation names are client input: only this many distinct ones become labels. */
const maxOperationLabels = 200;

/** Times every GraphQL operation by name, type and whether it answered with errors. */
export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin<GraphQLContext> {
  const seen = new Set<string>();
  const label = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (seen.has(name)) return name;
    if (seen.size >= maxOperationLabels) return 'other';
    seen.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName, errors }) {
          metrics.graphqlOperationDuration.observe(
            {
              operation: operation ? label(operationName) : 'invalid',
              type: operation?.operation ?? 'unknown',
              outcome: errors?.length ? 'error' : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}
