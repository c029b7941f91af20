// What the profile forms post, as mutation inputs, and what comes back, as messages by field.
import type {
  UpdateNotificationSettingsInput,
  UpdateProfileInput,
  UserErrorCode,
} from '../../__generated__/graphql';

export const profileFields = ['firstName', 'lastName', 'email', 'phone', 'language'] as const;
export type ProfileField = (typeof profileFields)[number];

export const channels = ['email', 'sms', 'push'] as const;
export const kinds = ['reminders', 'promotions', 'orderUpdates'] as const;
export type Channel = (typeof channels)[number];
export type Kind = (typeof kinds)[number];

/** The form's text for a field ('' when absent: the form always posts every field). */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** People type numbers with spaces, dashes, dots and brackets; the api wants plain E.164. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** An idempotency key the page made for this attempt, or none (bff then makes one). */
function idempotencyKey(form: FormData): string | undefined {
  return text(form, 'idempotencyKey') || undefined;
}

/** The general form as the updateProfile input: every field, empty lastName or phone clears. */
export function profileInputFrom(form: FormData): UpdateProfileInput {
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: normalizePhone(text(form, 'phone')),
    language: text(form, 'language'),
    idempotencyKey: idempotencyKey(form),
  };
}

/** The checkbox name of one channel's kind, e.g. `sms.reminders`. */
export const checkboxName = (channel: Channel, kind: Kind) => `${channel}.${kind}`;

/** The notifications form as the whole settings: an unticked box is a "no". */
export function notificationInputFrom(form: FormData): UpdateNotificationSettingsInput {
  const channel = (name: Channel) => ({
    reminders: form.has(checkboxName(name, 'reminders')),
    promotions: form.has(checkboxName(name, 'promotions')),
    orderUpdates: form.has(checkboxName(name, 'orderUpdates')),
  });
  return {
    email: channel('email'),
    sms: channel('sms'),
    push: channel('push'),
    idempotencyKey: idempotencyKey(form),
  };
}

/** What a form action answers: saved, or the messages to show beside fields and above the form. */
export type FormResult =
  { saved: true } | { saved: false; fields: Partial<Record<string, string>>; form: string | null };

/**
 * Refusals as message ids: a VALIDATION on a known field gets that field's own message, shown
 * beside it; anything else is one message for the whole form.
 */
export function formResult(
  errors: ReadonlyArray<{ code: UserErrorCode; field?: string | null }>,
  fields: readonly string[],
): FormResult {
  if (errors.length === 0) return { saved: true };
  const result = {
    saved: false as const,
    fields: {} as Record<string, string>,
    form: null as string | null,
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

/** The outcome of a failure that is not a refusal (upstream down, a bug). */
export const unexpected: FormResult = { saved: false, fields: {}, form: 'userError.UNEXPECTED' };
