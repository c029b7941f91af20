import type { LoaderFunctionArgs } from 'react-router';
import { pageClientOf, errorCodeOf, loadPageQuery } from '../../app/data/pageData';
import { loginAgain, rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf } from '../../components/forms/attempt';
import type { ProfileSettingsQuery as ProfileSettingsData } from '../../__generated__/graphql';
import { ProfileSettingsQuery } from './profileQueries';
import { unexpected, type FormResult } from './profileForms';

export type ProfileViewer = NonNullable<ProfileSettingsData['viewer']>;

/** The customer's settings, fresh on every visit (they are what the page edits). */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<ProfileViewer> {
  try {
    const data = await loadPageQuery(
      context,
      request,
      ProfileSettingsQuery,
      {},
      {
        fetchPolicy: 'network-only',
      },
    );
    return data.viewer ?? loginAgain(request);
  } catch (error) {
    if (errorCodeOf(error) === 'UNAUTHENTICATED') loginAgain(request);
    throw error;
  }
}

/**
 * Runs a form's mutation in a route action, under the attempt's Idempotency-Key: its refusals
 * become the form's messages; an ended session restarts the login flow; any other failure is the
 * form's "something went wrong", keeping the key for the retry.
 */
export async function submit(
  { context, request }: LoaderFunctionArgs,
  send: (
    client: ReturnType<typeof pageClientOf>,
    form: FormData,
    idempotencyKey: string,
  ) => Promise<FormResult>,
): Promise<FormResult> {
  const form = await request.formData();
  const idempotencyKey = attemptKeyOf(form);
  try {
    return await send(pageClientOf(context), form, idempotencyKey);
  } catch (error) {
    rethrowNavigation(error, request);
    console.warn('profile update failed:', error instanceof Error ? error.message : error);
    return unexpected(idempotencyKey);
  }
}
