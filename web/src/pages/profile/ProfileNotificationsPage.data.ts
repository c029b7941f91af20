import type { ActionFunctionArgs } from 'react-router';
import { submit } from './profileData';
import { formResult, notificationInputFrom, type FormResult } from './profileForms';
import { UpdateNotificationSettingsMutation } from './profileQueries';

export { loader } from './profileData';

/** Saves every channel's choices at once (an unticked box is a "no"). */
export function action(args: ActionFunctionArgs): Promise<FormResult> {
  return submit(args, async (client, form, idempotencyKey) => {
    const { data } = await client.mutate({
      mutation: UpdateNotificationSettingsMutation,
      variables: { input: notificationInputFrom(form, idempotencyKey) },
    });
    if (!data) throw new Error('updateNotificationSettings answered no data');
    return formResult(data.updateNotificationSettings.errors, [], idempotencyKey);
  });
}
