import type { ActionFunctionArgs } from 'react-router';
import { submit } from './profileData';
import { profileInputFrom } from './generalForm';
import { formResult, profileFields, type FormResult } from './profileForms';
import { UpdateProfileMutation } from './profileQueries';

export { loader } from './profileData';

/** Saves the general form; refusals come back as messages beside their fields. */
export function action(args: ActionFunctionArgs): Promise<FormResult> {
  return submit(args, async (client, form, idempotencyKey) => {
    const sent = await profileInputFrom(form, idempotencyKey);
    if ('refused' in sent) return sent.refused;
    const { data } = await client.mutate({
      mutation: UpdateProfileMutation,
      variables: { input: sent.input },
    });
    if (!data) throw new Error('updateProfile answered no data');
    return formResult(data.updateProfile.errors, profileFields, idempotencyKey);
  });
}
