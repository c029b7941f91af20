// GET /countries/{projectCountry}: a project country and the cities it offers (spec §3, §7).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { countryCodes } from '../../db/schema/geo.js';
import { component, ref } from '../../http/sharedSchemas.js';

export const City = component(
  'City',
  Type.Object(
    {
      value: Type.String({ description: 'The city slug, used in URLs and as the c query value.' }),
      title: Type.String({ description: "The city's name in the request's language." }),
      lat: Type.Number(),
      lng: Type.Number(),
      timeZone: Type.String({ description: 'IANA time zone, e.g. Europe/Belgrade.' }),
    },
    { additionalProperties: false },
  ),
);
export type City = Static<typeof City>;

export const Country = component(
  'Country',
  Type.Object(
    {
      code: Type.Enum(countryCodes),
      title: Type.String({ description: "The country's name in the request's language." }),
      currency: Type.String({ description: 'ISO 4217 currency code.' }),
      cities: Type.Array(ref(City), {
        description: 'Biggest city first, then by population and title.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type Country = Static<typeof Country>;

export const CountryParams = Type.Object({
  projectCountry: Type.String({
    maxLength: 10,
    description: 'RS, ME, BA or RU (case-insensitive); any other value answers 404.',
  }),
});
