import type { ExecuteGraphQL, GraphQLResponse } from '@termin/web/ssr-contract';
import { upstreamUnavailableError } from '../upstream/errors.js';

/**
 * One upstream budget for a whole page: a server render runs its operations one after another
 * (redirect check, then the page's data), and each would otherwise get a full upstream timeout.
 * Past the deadline an operation answers UPSTREAM_UNAVAILABLE at once (the page becomes the 503
 * error page), so a page ends at the timeout however many steps it has. A late answer is dropped;
 * its upstream call still ends at its own timeout.
 */
export function withPageDeadline(execute: ExecuteGraphQL, budgetMs: number): ExecuteGraphQL {
  const deadline = performance.now() + budgetMs;
  return (operation) => {
    const remaining = deadline - performance.now();
    if (remaining <= 0) return Promise.resolve(lateAnswer());
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<GraphQLResponse>((resolve) => {
      timer = setTimeout(() => resolve(lateAnswer()), remaining);
    });
    return Promise.race([execute(operation).finally(() => clearTimeout(timer)), expired]);
  };
}

/** The answer past the deadline; made only then (an error's stack trace is not free). */
function lateAnswer(): GraphQLResponse {
  const error = upstreamUnavailableError(new Error('page deadline'));
  return {
    data: null,
    errors: [
      { message: error.message, extensions: { ...error.extensions, reason: 'page_deadline' } },
    ],
  };
}
