import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeReturnPath } from '../../app/navigation/returnPath';

/**
 * Why bff's callback could not finish the login (bff/src/session/authRoutes.ts). A confirmed
 * e-mail whose sign-in is gone (another browser, or too late) is not a failure to the customer:
 * their address is confirmed and logging in finishes the sign-up.
 */
const failures = ['login_failed', 'login_expired', 'email_confirmed'] as const;
type Failure = (typeof failures)[number];

export interface AuthFailure {
  failure: Failure;
  /** Where the visitor was going: trying again returns there. */
  target: string;
}

/**
 * /auth: where the login flow returns (spec §4). The navigation pipeline has loaded the user by
 * now; the visitor continues to the page they came from, else the start page. A login that did
 * not finish says so and offers to try again, rather than bouncing into the flow again unasked.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  // Only paths on this site, normalized (the same check bff makes: app/navigation/returnPath.js).
  const target = safeReturnPath(query.get('redirect'), `/${params.locale ?? 'en'}`);
  const failure = failures.find((name) => name === query.get('error'));
  if (failure) return { failure, target } satisfies AuthFailure;
  return redirect(target);
}
