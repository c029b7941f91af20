// Request and answer shapes of the auth service (spec §7: me, token/refresh, logout).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component } from '../../http/sharedSchemas.js';
import { backField } from './returnPath.js';

const token = Type.String({ minLength: 16, maxLength: 200 });

export const TokenSet = component(
  'TokenSet',
  Type.Object({
    tokenType: Type.Literal('Bearer'),
    accessToken: Type.String(),
    accessExpiresAt: Type.Integer({ description: 'Epoch seconds' }),
    refreshToken: Type.String(),
    refreshExpiresAt: Type.Integer({ description: "Epoch seconds: the sign-in's absolute end" }),
  }),
);

export const Customer = component(
  'Customer',
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([Type.Literal('en'), Type.Literal('sr'), Type.Literal('ru')]),
  }),
);
export type Customer = Static<typeof Customer>;

export const CodeExchangeBody = Type.Object({
  grantType: Type.Literal('authorization_code'),
  client: Type.String({ minLength: 1, maxLength: 100 }),
  code: token,
  codeVerifier: Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }),
  redirectUrl: Type.String({ minLength: 1, maxLength: 2000 }),
});

export const RefreshBody = Type.Object({
  client: Type.String({ minLength: 1, maxLength: 100 }),
  refreshToken: token,
});

/** The login request a page carries (query of GET /me, hidden fields of the forms). */
export const LoginRequestFields = {
  type: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('register')])),
  client: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 100 })),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  code_challenge: Type.Optional(Type.String({ maxLength: 128 })),
  code_challenge_method: Type.Optional(Type.String({ maxLength: 10 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  back: backField,
};

export const LoginForm = Type.Object({
  ...LoginRequestFields,
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RegisterForm = Type.Object({
  ...LoginRequestFields,
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  lastName: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
