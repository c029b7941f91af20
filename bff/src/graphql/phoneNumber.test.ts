import { describe, expect, it } from 'vitest';
import { Mutation as OrderMutation } from './resolvers/Order.js';
import { Mutation as ProfileMutation } from './resolvers/Profile.js';
import { e164Phone, invalidPhone } from './phoneNumber.js';

// Only the header: a resolver that reached the api with this would throw.
const context = { api: { header: { 'x-project-country': 'RS', 'accept-language': 'sr' } } };
type Resolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const run = (resolver: unknown, input: object) =>
  (resolver as Resolver)({}, { input }, context, {});

describe('phone numbers at the GraphQL boundary', () => {
  it('reads a number written in the project country, or with its code, as E.164', () => {
    expect(e164Phone('0641234567', 'RS')).toBe('+381641234567');
    expect(e164Phone('+381 64 123 4567', 'RU')).toBe('+381641234567');
    expect(e164Phone('8 912 345-67-89', 'RU')).toBe('+79123456789');
  });

  it('refuses a number a digit short or no number at all', () => {
    expect(e164Phone('06412345', 'RS')).toBeNull();
    expect(e164Phone('+3816412345', 'RS')).toBeNull();
    expect(e164Phone('call me', 'RS')).toBeNull();
  });

  it('refuses such a booking or profile change beside the phone, without asking the api', async () => {
    const contact = { name: 'Ana', phone: '+3816412345' };
    const order = { branch: '1', items: [{ serviceId: '1' }], start: '2030-03-05T10:00', contact };
    expect(await run(OrderMutation.createOrder, order)).toEqual({
      order: null,
      errors: [invalidPhone],
    });
    expect(await run(ProfileMutation.updateProfile, { lastName: 'Ilić', phone: '064 12' })).toEqual(
      { viewer: null, errors: [invalidPhone] },
    );
    expect(invalidPhone).toMatchObject({ code: 'VALIDATION', field: 'phone' });
  });
});
