// GET /dial-codes: telephone country codes for phone inputs, keyed by ISO 3166-1 alpha-2 (spec §3).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component } from '../../http/sharedSchemas.js';

export const DialCode = component(
  'DialCode',
  Type.Object(
    {
      name: Type.String({ description: "The country's name in the request's language." }),
      dial_code: Type.String({ description: '+ and digits, e.g. +381.' }),
      emoji: Type.String({ description: 'The flag.' }),
    },
    { additionalProperties: false },
  ),
);
export type DialCode = Static<typeof DialCode>;

export const DialCodes = component(
  'DialCodes',
  Type.Unsafe<Record<string, DialCode>>({
    type: 'object',
    description: 'Every entry keyed by its ISO 3166-1 alpha-2 code (RS, ME …), in code order.',
    additionalProperties: { $ref: 'DialCode#' },
  }),
);
