import { redirectDocument } from 'react-router';
import { errorCodeOf } from '../../app/data/pageData';
import { loginUrl } from '../../app/session';

/** An ended session (bff cleared it): the login flow, back to this page (spec §4). */
export function loginAgain(request: Request): never {
  const url = new URL(request.url);
  throw redirectDocument(loginUrl(`${url.pathname}${url.search}`));
}

/**
 * What a form's route action does first with what its work threw: a redirect goes on its way,
 * and an ended session restarts the login flow, back to the page. Anything else returns, for the
 * action to answer (and to keep the attempt's key: nobody can tell whether the api acted).
 */
export function rethrowNavigation(error: unknown, request: Request): void {
  if (error instanceof Response) throw error;
  if (errorCodeOf(error) === 'UNAUTHENTICATED') loginAgain(request);
}
