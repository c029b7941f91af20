import type { ExecuteGraphQL, GraphQLResponse } from '@termin/web/ssr-contract';
import { upstreamUnavailableError } from '../upstream/errors.js';

/** `work`'s answer, or `late()`'s once the page's budget is spent. */
export type PageDeadline = <T>(work: () => Promise<T>, late: () => T) => Promise<T>;

/**
 * One upstream budget for a whole page: a server render asks upstream one step after another
 * (the redirect check, then the page's data), and each would otherwise get a full upstream
 * timeout. Past the deadline a step answers `late()` at once, so a page ends at the timeout
 * however many steps it has. A late answer is dropped; its upstream call still ends at its own
 * timeout.
 */
export function pageDeadline(budgetMs: number): PageDeadline {
  const deadline = performance.now() + budgetMs;
  return (work, late) => {
    const remaining = deadline - performance.now();
    if (remaining <= 0) return Promise.resolve(late());
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<ReturnType<typeof late>>((resolve) => {
      timer = setTimeout(() => resolve(late()), remaining);
    });
    return Promise.race([work().finally(() => clearTimeout(timer)), expired]);
  };
}

/** The page's operations within its deadline: past it, UPSTREAM_UNAVAILABLE (the 503 page). */
export function withPageDeadline(execute: ExecuteGraphQL, deadline: PageDeadline): ExecuteGraphQL {
  return (operation) => deadline(() => execute(operation), lateAnswer);
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
