import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import type { GatewayMessages } from '../http/gatewayMessages.js';
import type { Metrics } from '../metrics/metrics.js';
import type { HeavyWorkGate } from './heavyWork.js';
import { priceOperation, type OperationPrice } from './operationCost.js';
import type { RateLimitedAction, RateLimiter } from './rateLimiter.js';
import { holdRefusal } from './refusalHold.js';

function rateLimited(message: string, retryAfter: number) {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}

/** Heavy work of all clients fills its budget (limits/heavyWork.ts): try again in a moment. */
const overloadedRetryAfter = 2;
function overloaded(message: string) {
  return new GraphQLError(message, {
    extensions: {
      code: 'OVERLOADED',
      retryAfter: overloadedRetryAfter,
      http: { status: 503, headers: new Map([['retry-after', String(overloadedRetryAfter)]]) },
    },
  });
}

function tooExpensive(cost: number, maxCost: number) {
  return new GraphQLError(
    `The operation asks for too much at once: it costs ${cost} (at most ${maxCost}). Ask for fewer days, services or items.`,
    { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost, http: { status: 400 } } },
  );
}

export interface OperationBudgetOptions {
  /** The most one operation may cost (operationCost points). */
  maxCost: number;
  /** The budget heavy operations of all clients share; page renders never wait for it. */
  heavyWork: HeavyWorkGate;
  /** The refusals' texts in the caller's language (locales/gateway). */
  messages: GatewayMessages;
  metrics?: Metrics;
}

/**
 * Prices every operation before it runs (no upstream call is made for one refused here) and
 * charges the client: its cost against the per-minute cost budget, every execution of
 * `suggestions` against the suggestion limit, and a mutation against the mutation limit.
 * Operations a page render runs for its visitor are charged to that visitor's cost budget too,
 * and a mutation a page's form action runs to the mutation limit; the suggestion limit is for
 * what clients send themselves. Last, an operation a client sends must fit the budget of heavy
 * work all clients share, or it is shed with a 503.
 */
export function rateLimitPlugin(
  limiter: RateLimiter,
  options: OperationBudgetOptions,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let releaseHeavyWork: (() => void) | undefined;
      return {
        async didResolveOperation({ operation, contextValue, document, schema, request }) {
          if (!operation) return;
          const { cost, suggestions, giftCardChecks } = priced(() =>
            priceOperation({
              schema,
              document,
              variables: request.variables,
              operationName: operation.name?.value,
            }),
          );
          const page = contextValue.inProcess;
          options.metrics?.graphqlOperationCost.observe({ source: page ? 'page' : 'client' }, cost);
          const refuse = async (error: GraphQLError) => {
            // A client's refusal is sent after a hold (limits/refusalHold.ts), a page render's at once.
            if (!page) await holdRefusal();
            return error;
          };
          if (cost > options.maxCost) throw await refuse(tooExpensive(cost, options.maxCost));

          const client = contextValue.clientAddress;
          const charges: [RateLimitedAction, number][] = [['cost', cost]];
          // A mutation is always the visitor's own doing: sent as GraphQL, or as a form posted to
          // a page whose action runs it in-process. Both count against the same limit, or a
          // form post would be a way around it. Suggestions run in a render are the page's.
          if (operation.operation === 'mutation') charges.push(['mutations', 1]);
          if (!page && suggestions > 0) charges.push(['suggestions', suggestions]);
          const keyed: [RateLimitedAction, string, number][] = charges.map(([action, points]) => [
            action,
            client,
            points,
          ]);
          // Gift card codes are guessed by checking them: limited per address, and per sign-in
          // too (one session from many addresses), page renders included.
          if (giftCardChecks > 0) {
            keyed.push(['giftCards', client, giftCardChecks]);
            const signIn = contextValue.session.id;
            if (signIn) keyed.push(['giftCards', `session:${signIn}`, giftCardChecks]);
          }
          const texts = options.messages[contextValue.language];
          for (const [action, key, points] of keyed) {
            const retryAfter = await limiter.consume(action, key, points);
            if (retryAfter !== null)
              throw await refuse(rateLimited(texts['gateway.rateLimited.message']!, retryAfter));
          }
          if (page) return;
          releaseHeavyWork = (await options.heavyWork.admit(cost)) ?? undefined;
          if (!releaseHeavyWork) {
            options.metrics?.rateLimitRefusals.inc({ limit: 'heavy_work' });
            throw await refuse(overloaded(texts['gateway.overloaded.message']!));
          }
        },
        async willSendResponse() {
          releaseHeavyWork?.();
        },
      };
    },
  };
}

/** Variables that do not fit the operation cannot be priced: the same 400 execution would give. */
function priced(price: () => OperationPrice): OperationPrice {
  try {
    return price();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The operation could not be priced.';
    throw new GraphQLError(message, {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
}
