import { describe, expect, it } from 'vitest';
import { contactInput, type SentContact } from './bookingContact';

const sent = (email: string): SentContact => ({
  name: 'Ana',
  phone: { country: 'RS', number: '064 1234567' },
  email,
  comment: '',
});

describe('contactInput', () => {
  it('passes a plain address, or none, on to api', async () => {
    expect(await contactInput(sent('ana@termin.test'))).toMatchObject({
      contact: { email: 'ana@termin.test' },
    });
    expect(await contactInput(sent(''))).toMatchObject({ contact: { email: null } });
  });

  it('refuses at the field what api would refuse (issue 41: one e-mail rule)', async () => {
    for (const email of ['"x"<attacker@evil.test>', 'ana@termin.test.', 'ana@'])
      expect(await contactInput(sent(email)), email).toEqual({
        problems: [{ code: 'VALIDATION', field: 'email' }],
      });
  });
});
