import { describe, expect, it } from 'vitest';
import { Mutation as OrderMutation } from './resolvers/Order.js';
import { Mutation as ProfileMutation } from './resolvers/Profile.js';
import { invalidPhone } from './phoneNumber.js';

// Only the header: a resolver that reached the api with this would throw.
const context = { api: { header: { 'x-project-country': 'RS', 'accept-language': 'sr' } } };
type Resolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const run = (resolver: unknown, input: object) =>
  (resolver as Resolver)({}, { input }, context, {});

describe('phone numbers at the GraphQL boundary', () => {
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
    // An extension would be dropped from the stored number: refused, not cut off.
    const withExtension = { lastName: 'Ilić', phone: '064 1234567 ext 5' };
    expect(await run(ProfileMutation.updateProfile, withExtension)).toEqual({
      viewer: null,
      errors: [invalidPhone],
    });
    expect(invalidPhone).toMatchObject({ code: 'VALIDATION', field: 'phone' });
  });
});
