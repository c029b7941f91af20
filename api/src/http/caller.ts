// Who is asking: every marketplace call names its project country (spec §1: one header on each
// API request) and may ask for a language.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { countryCodes } from '../db/schema/geo.js';
import type { CountryCode } from '../db/schema/geo.js';
import type { Language } from '../i18n/language.js';
import { resolveLanguage } from '../i18n/language.js';

export const CallerHeaders = Type.Object({
  'x-project-country': Type.Enum(countryCodes, {
    description: 'The project country the caller serves; scopes every answer.',
  }),
  'accept-language': Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Language of titles: en, sr or ru (sr-RS → sr); anything else answers in en.',
    }),
  ),
});
export type CallerHeaders = Static<typeof CallerHeaders>;

export interface Caller {
  readonly country: CountryCode;
  readonly language: Language;
}

export const callerFrom = (headers: CallerHeaders): Caller => ({
  country: headers['x-project-country'],
  language: resolveLanguage(headers['accept-language']),
});

export const IdempotentCallerHeaders = Type.Object({
  ...CallerHeaders.properties,
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 100,
    description:
      'Unique per intended order (a UUID). A replay with the same body returns the first answer; ' +
      'another body answers 422 IDEMPOTENCY_MISMATCH; one still running answers 409 IDEMPOTENCY_IN_FLIGHT.',
  }),
});
