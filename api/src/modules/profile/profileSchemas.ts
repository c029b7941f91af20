// PATCH /me/profile and PUT /me/notifications: the signed-in customer's own settings.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { languages } from '../../i18n/language.js';
import { component, ref } from '../../http/sharedSchemas.js';

const kinds = Type.Object(
  { reminders: Type.Boolean(), promotions: Type.Boolean(), orderUpdates: Type.Boolean() },
  { additionalProperties: false },
);

export const NotificationSettings = component(
  'NotificationSettings',
  Type.Object(
    { email: kinds, sms: kinds },
    {
      additionalProperties: false,
      description:
        'Which kinds of message the customer wants on which channel. Text messages go to the ' +
        "booking's phone number, else the profile's (booking confirmations, changes, " +
        'cancellations and visit reminders).',
    },
  ),
);
export type NotificationSettings = Static<typeof NotificationSettings>;

export const Profile = component(
  'Profile',
  Type.Object(
    {
      id: Type.String(),
      email: Type.String(),
      emailConfirmed: Type.Boolean({
        description:
          'Whether the address has been confirmed with the link mailed to it: a changed one is ' +
          'not until then, and gets no booking e-mail meanwhile.',
      }),
      firstName: Type.String(),
      lastName: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
      language: Type.Enum(languages),
      notifications: ref(NotificationSettings),
    },
    { additionalProperties: false },
  ),
);
export type Profile = Static<typeof Profile>;

const name = (description: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description });

export const ProfilePatch = Type.Object(
  {
    firstName: Type.Optional(name('Given name.')),
    lastName: Type.Optional(Type.Union([name('Family name.'), Type.Null()])),
    phone: Type.Optional(
      Type.Union([
        Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', description: 'E.164.' }),
        Type.Null(),
      ]),
    ),
    email: Type.Optional(
      Type.String({
        maxLength: 320,
        description:
          'Sign-in and contact address; unique ignoring case. A new one must be confirmed again.',
      }),
    ),
    language: Type.Optional(Type.Enum(languages, { description: 'Language of e-mails and SMS.' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProfilePatch = Static<typeof ProfilePatch>;
