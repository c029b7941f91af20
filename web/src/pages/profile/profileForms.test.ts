import { describe, expect, it } from 'vitest';
import { formResult, notificationInputFrom, profileFields } from './profileForms';
import { profileInputFrom, sentPhone } from './generalForm';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('the general form', () => {
  it('posts every field, the phone as E.164 from its country and masked number', async () => {
    expect(
      await profileInputFrom(
        form({
          firstName: 'Ana',
          lastName: '',
          email: 'ana@example.test',
          phone: '064 123 45 67',
          phoneCountry: 'RS',
          language: 'sr',
        }),
        'k1',
      ),
    ).toEqual({
      input: {
        firstName: 'Ana',
        lastName: '',
        email: 'ana@example.test',
        phone: '+381641234567',
        language: 'sr',
        idempotencyKey: 'k1',
      },
    });
  });

  it('clears an emptied phone and refuses one that is no number, without asking the api', async () => {
    expect(await sentPhone(form({ phone: ' ', phoneCountry: 'RS' }))).toBe('');
    expect(await sentPhone(form({ phone: '912 345-67-89', phoneCountry: 'RU' }))).toBe(
      '+79123456789',
    );
    const rest = { firstName: 'Ana', email: 'ana@example.test' };
    expect(
      await profileInputFrom(form({ ...rest, phone: '12', phoneCountry: 'RS' }), 'k2'),
    ).toEqual({
      refused: { saved: false, fields: { phone: 'profile.error.phone' }, form: null },
    });
  });

  it('names every plainly wrong field at once, not one per save', async () => {
    const sent = form({
      firstName: '  ',
      lastName: 'Novo Prezime',
      email: 'not-an-email',
      phone: '12',
      phoneCountry: 'RS',
      language: 'ru',
    });
    expect(await profileInputFrom(sent, 'k4')).toEqual({
      refused: {
        saved: false,
        fields: {
          firstName: 'profile.error.firstName',
          email: 'profile.error.email',
          phone: 'profile.error.phone',
        },
        form: null,
      },
    });
    // With a valid phone the name and address are still refused together, before the api.
    sent.set('phone', '060 123 4567');
    expect(await profileInputFrom(sent, 'k5')).toEqual({
      refused: {
        saved: false,
        fields: { firstName: 'profile.error.firstName', email: 'profile.error.email' },
        form: null,
      },
    });
  });
});

describe('the notifications form', () => {
  it('is the whole settings: a ticked box is yes, an unticked one no', () => {
    const input = notificationInputFrom(
      form({ 'email.reminders': 'on', 'sms.promotions': 'on' }),
      'k3',
    );
    expect(input).toEqual({
      email: { reminders: true, promotions: false, orderUpdates: false },
      sms: { reminders: false, promotions: true, orderUpdates: false },
      idempotencyKey: 'k3',
    });
  });
});

describe('formResult', () => {
  it('is saved without errors', () => {
    expect(formResult([], profileFields, 'k4')).toEqual({ saved: true });
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
        'k5',
      ),
    ).toEqual({
      saved: false,
      fields: { phone: 'profile.error.phone' },
      form: 'userError.VALIDATION',
      // Still in progress: the retry sends the same key.
      retryKey: 'k5',
    });
    expect(formResult([{ code: 'VALIDATION', field: 'email' }], profileFields, 'k6')).toEqual({
      saved: false,
      fields: { email: 'profile.error.email' },
      form: null,
      retryKey: null,
    });
  });
});
