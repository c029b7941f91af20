// What the profile forms post, as mutation inputs, and what comes back, as messages by field.
import { inProgress, type AttemptAnswer } from '../../components/forms/attempt';
import type { UpdateNotificationSettingsInput, UserErrorCode } from '../../__generated__/graphql';

export const profileFields = ['firstName', 'lastName', 'email', 'phone', 'language'] as const;
export type ProfileField = (typeof profileFields)[number];

/** The channels Termin delivers on (issue 42 item 11: push was offered, never sent). */
export const channels = ['email', 'sms'] as const;
export const kinds = ['reminders', 'promotions', 'orderUpdates'] as const;
export type Channel = (typeof channels)[number];
export type Kind = (typeof kinds)[number];

/** The checkbox name of one channel's kind, e.g. `sms.reminders`. */
export const checkboxName = (channel: Channel, kind: Kind) => `${channel}.${kind}`;

/** The notifications form as the whole settings: an unticked box is a "no". */
export function notificationInputFrom(
  form: FormData,
  idempotencyKey: string,
): UpdateNotificationSettingsInput {
  const channel = (name: Channel) => ({
    reminders: form.has(checkboxName(name, 'reminders')),
    promotions: form.has(checkboxName(name, 'promotions')),
    orderUpdates: form.has(checkboxName(name, 'orderUpdates')),
  });
  return {
    email: channel('email'),
    sms: channel('sms'),
    idempotencyKey,
  };
}

/**
 * What a form action answers: saved, or the messages to show beside fields and above the form,
 * with the attempt's key while the api has not settled it.
 */
export type FormResult = AttemptAnswer &
  (
    { saved: true } | { saved: false; fields: Partial<Record<string, string>>; form: string | null }
  );

/**
 * Refusals as message ids: a VALIDATION on a known field gets that field's own message, shown
 * beside it; anything else is one message for the whole form.
 */
export function formResult(
  errors: ReadonlyArray<{ code: UserErrorCode; field?: string | null }>,
  fields: readonly string[],
  idempotencyKey: string,
): FormResult {
  if (errors.length === 0) return { saved: true };
  const result = {
    saved: false as const,
    fields: {} as Record<string, string>,
    form: null as string | null,
    retryKey: inProgress(errors) ? idempotencyKey : null,
  };
  for (const error of errors) {
    if (error.code === 'VALIDATION' && error.field && fields.includes(error.field)) {
      result.fields[error.field] ??= `profile.error.${error.field}`;
    } else {
      result.form ??= `userError.${error.code}`;
    }
  }
  return result;
}

/**
 * The outcome of a failure that is not a refusal (upstream down, a bug): whether it was saved is
 * unknown, so a retry sends the same key.
 */
export const unexpected = (idempotencyKey: string): FormResult => ({
  saved: false,
  fields: {},
  form: 'userError.UNEXPECTED',
  retryKey: idempotencyKey,
});
