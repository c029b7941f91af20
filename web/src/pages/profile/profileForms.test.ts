import { describe, expect, it } from 'vitest';
import {
  formResult,
  normalizePhone,
  notificationInputFrom,
  profileFields,
  profileInputFrom,
} from './profileForms';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('the general form', () => {
  it('posts every field, the phone without the spaces people type', () => {
    expect(
      profileInputFrom(
        form({
          firstName: 'Ana',
          lastName: '',
          email: 'ana@example.test',
          phone: '+381 (64) 123-45.67',
          language: 'sr',
          idempotencyKey: 'k1',
        }),
      ),
    ).toEqual({
      firstName: 'Ana',
      lastName: '',
      email: 'ana@example.test',
      phone: '+381641234567',
      language: 'sr',
      idempotencyKey: 'k1',
    });
    expect(normalizePhone('')).toBe('');
  });

  it('leaves the idempotency key to bff when the page made none (no JavaScript)', () => {
    expect(profileInputFrom(form({ idempotencyKey: '' })).idempotencyKey).toBeUndefined();
  });
});

describe('the notifications form', () => {
  it('is the whole settings: a ticked box is yes, an unticked one no', () => {
    const input = notificationInputFrom(form({ 'email.reminders': 'on', 'sms.promotions': 'on' }));
    expect(input).toEqual({
      email: { reminders: true, promotions: false, orderUpdates: false },
      sms: { reminders: false, promotions: true, orderUpdates: false },
      push: { reminders: false, promotions: false, orderUpdates: false },
      idempotencyKey: undefined,
    });
  });
});

describe('formResult', () => {
  it('is saved without errors', () => {
    expect(formResult([], profileFields)).toEqual({ saved: true });
  });

  it('puts a field refusal beside its field and anything else above the form', () => {
    expect(
      formResult(
        [
          { code: 'VALIDATION', field: 'phone' },
          { code: 'VALIDATION', field: 'phone' },
          { code: 'VALIDATION', field: '' },
          { code: 'IN_PROGRESS', field: null },
        ],
        profileFields,
      ),
    ).toEqual({
      saved: false,
      fields: { phone: 'profile.error.phone' },
      form: 'userError.VALIDATION',
    });
  });
});
