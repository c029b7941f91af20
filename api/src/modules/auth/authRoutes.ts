// The auth service (spec §4, §6, §7): the browser's login and registration pages at `me`, the
// code exchange for a registered client using PKCE, token refresh with rotation, logout, and the
// current customer for a bearer token.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/connect.js';
import { hashPassword, PasswordHashBusy, verifyPassword } from '../../db/passwordHash.js';
import { customers } from '../../db/schema/index.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from './bearer.js';
import {
  invalidLinkPage,
  type LoginRequest,
  loginPage,
  pathsFromEntry,
  pathsFromForm,
  registerPage,
} from './authPages.js';
import {
  CodeExchangeBody,
  Customer,
  LoginForm,
  LoginRequestFields,
  RefreshBody,
  RegisterForm,
  TokenSet,
} from './authSchemas.js';
import { authTexts } from './authTexts.js';
import { languageOf, returnUrl, validLoginRequest } from './loginRequest.js';
import type { LoginThrottleLimits } from '../../config.js';
import { createLoginThrottle } from './loginThrottle.js';
import { countryCodes, type CountryCode } from '../../db/schema/geo.js';
import { siteOfRequest, type CountrySites } from '../../kernel/countrySites.js';
import type { Language } from '../../i18n/language.js';
import { e164Phone } from '@termin/phone-number';
import { createAuthCode, exchangeCode, logout, refresh } from './tokenService.js';
import { emailVerification } from './emailVerification.js';
import {
  checkInboxPage,
  confirmedPage,
  confirmInvalidPage,
  confirmPage,
} from './emailVerificationPages.js';
import { isEmailAddress } from '@termin/email-address';

/** Compared against when the email is unknown, so both failures take as long. */
const decoyHash = await hashPassword('decoy-password-for-constant-time');

/** Seconds a refused form (no place to hash its password) should wait before it is sent again. */
export const busyRetryAfterSeconds = 5;

/** What unlessBusy answers when the password could not be hashed now. */
export const busy = Symbol('busy');

/**
 * The password work of a form, or `busy` when there is no place to do it now (db/passwordHash.ts);
 * the form's page then answers 503 with Retry-After.
 */
export async function unlessBusy<T>(work: Promise<T>): Promise<T | typeof busy> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PasswordHashBusy) return busy;
    throw error;
  }
}
/** An auth page: no script, no framing, never cached; forms post here (or to `formTarget`). */
export function html(reply: FastifyReply, status: number, body: string, formTarget?: string) {
  // No script at all; forms may post here and the answer may send the browser to the client.
  const formAction = ["'self'", formTarget ? new URL(formTarget).origin : '']
    .filter(Boolean)
    .join(' ');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(body);
}

/**
 * Work whose time must not show in the answer (it would tell whether an address has an account):
 * started once the answer is sent, or the connection ended without it.
 */
export function afterAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  work: () => Promise<unknown>,
) {
  reply.raw.once('close', () => {
    work().catch((error: unknown) => request.log.error({ err: error }, `${what} failed`));
  });
}

/**
 * The country a phone typed without its code belongs to: the site's (bff names its project
 * country when it passes the page on), else the language's (Russian: Russia; others: Serbia).
 */
function phoneRegion(request: FastifyRequest, language: Language): CountryCode {
  const country = request.headers['x-project-country'];
  if (countryCodes.includes(country as CountryCode)) return country as CountryCode;
  return language === 'ru' ? 'RU' : 'RS';
}

async function customerView(db: Database, id: number): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row
    ? {
        id: String(row.id),
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        language: row.language,
      }
    : undefined;
}

export const authRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  throttle: LoginThrottleLimits;
  /** The site (bff) the invalid-link page and the e-mails' links lead to, by default. */
  siteUrl: string;
  /** Each served country's site: a request bff passes on leads back to its own. */
  countrySites: CountrySites;
}> = async (app, { db, throttle: limits, siteUrl, countrySites }) => {
  app.addSchema(TokenSet);
  app.addSchema(Customer);
  await app.register(formbody, { bodyLimit: 10_000 });
  const throttle = createLoginThrottle(db, limits);
  const verification = emailVerification(db);
  const requestSite = (request: FastifyRequest) =>
    siteOfRequest(countrySites, siteUrl, request.headers['x-project-country']);
  /** The sign-in a confirmation link finishes: the login request's own fields. */
  const pendingLogin = ({ client, state, redirectUrl, codeChallenge, back }: LoginRequest) => ({
    client,
    state,
    redirectUrl,
    codeChallenge,
    back,
  });

  app.get(
    '/me',
    {
      // A browser's link with a query out of the contract (type=bogus, a state of 500 characters)
      // gets the "link not valid" page in its language, not the validation error's JSON.
      attachValidation: true,
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The current customer (with a bearer token), or the login page (in a browser)',
        description:
          'With Authorization: Bearer, answers the customer as JSON. Without it this is the auth ' +
          "service's browser entry (spec §7): type, client, state, redirectUrl and a PKCE S256 " +
          'code_challenge show the login or registration page.',
        security: bearerSecurity,
        querystring: Type.Object(LoginRequestFields),
        response: {
          ...commonErrorResponses,
          200: ref(Customer),
          401: ref(ErrorBody, 'No valid access token.'),
        },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization) {
        // A client's call keeps the error contract (VALIDATION, 400).
        if (request.validationError) throw request.validationError;
        const customer = await customerView(db, await authenticatedCustomer(db, request));
        if (!customer)
          return reply
            .status(401)
            .send({ error: { code: 'UNAUTHORIZED', message: 'Unknown customer' } });
        return customer;
      }
      if (request.validationError) {
        const { lang } = request.query as { lang?: unknown };
        const language = languageOf(
          { lang: typeof lang === 'string' ? lang : undefined },
          request.headers['accept-language'],
        );
        return html(reply, 400, invalidLinkPage(language, requestSite(request)));
      }
      const language = languageOf(request.query, request.headers['accept-language']);
      const login = await validLoginRequest(db, request.query, language);
      if (!login) return html(reply, 400, invalidLinkPage(language, requestSite(request)));
      return html(
        reply,
        200,
        login.type === 'register'
          ? registerPage(login, pathsFromEntry)
          : loginPage(login, pathsFromEntry),
        login.redirectUrl,
      );
    },
  );

  app.post('/me/login', { schema: { hide: true, body: LoginForm } }, async (request, reply) => {
    const form = request.body;
    const language = languageOf(form, request.headers['accept-language']);
    const login = await validLoginRequest(db, form, language);
    if (!login) return html(reply, 400, invalidLinkPage(language, requestSite(request)));
    const t = authTexts[language];
    const email = (form.email ?? '').trim();
    const show = (status: number, message: string) =>
      html(reply, status, loginPage(login, pathsFromForm, message, email), login.redirectUrl);
    if (!email || !form.password) return show(400, t.missingFields);
    if (!(await throttle.login(request.ip, email))) return show(429, t.tooManyAttempts);

    const [customer] = await db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        passwordHash: customers.passwordHash,
        verifiedAt: customers.emailVerifiedAt,
      })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
    // The same work and the same message whether the email is unknown or the password wrong.
    const matches = await unlessBusy(
      verifyPassword(form.password, customer?.passwordHash ?? decoyHash),
    );
    if (matches === busy) {
      reply.header('retry-after', String(busyRetryAfterSeconds));
      return show(503, t.busy);
    }
    if (!customer || !customer.passwordHash || !matches) {
      await throttle.failed(request.ip, email);
      return show(401, t.wrongCredentials);
    }
    await throttle.succeeded(request.ip, email);
    // The right password, but the address is not confirmed: a fresh link, no sign-in yet.
    if (!customer.verifiedAt) {
      await verification.resend(customer, language, pendingLogin(login), requestSite(request));
      return show(403, t.confirmFirst);
    }

    const code = await createAuthCode(db, {
      clientId: login.client,
      customerId: customer.id,
      redirectUrl: login.redirectUrl,
      codeChallenge: login.codeChallenge,
    });
    // Marked as a confirmation: a site that cannot finish the sign-in (the link was opened in
    // another browser, or after its sign-in expired) can still say the address is confirmed.
    return reply
      .header('cache-control', 'no-store')
      .redirect(returnUrl(login, code, { confirmed: true }), 303);
  });

  app.post(
    '/me/register',
    { schema: { hide: true, body: RegisterForm } },
    async (request, reply) => {
      const form = request.body;
      const language = languageOf(form, request.headers['accept-language']);
      const login = await validLoginRequest(db, form, language);
      if (!login) return html(reply, 400, invalidLinkPage(language, requestSite(request)));
      const t = authTexts[language];
      const values = {
        firstName: (form.firstName ?? '').trim(),
        lastName: (form.lastName ?? '').trim(),
        email: (form.email ?? '').trim(),
        phone: (form.phone ?? '').trim(),
      };
      const show = (status: number, message: string) =>
        html(
          reply,
          status,
          registerPage({ ...login, type: 'register' }, pathsFromForm, message, values),
          login.redirectUrl,
        );
      if (!values.firstName || !values.lastName || !values.email || !form.password)
        return show(400, t.missingFields);
      if (values.firstName.length > 80 || values.lastName.length > 80)
        return show(400, t.missingFields);
      if (!isEmailAddress(values.email)) return show(400, t.invalidEmail);
      if (form.password.length < 8) return show(400, t.passwordTooShort);
      // Stored as E.164; a number without its country code is one of the site's country.
      const phone = values.phone ? e164Phone(values.phone, phoneRegion(request, language)) : null;
      if (values.phone && !phone) return show(400, t.invalidPhone);
      if (!(await throttle.register(request.ip))) return show(429, t.tooManyAttempts);
      // Hashed whether or not the address has an account: the answer takes as long either way.
      const passwordHash = await unlessBusy(hashPassword(form.password));
      if (passwordHash === busy) {
        reply.header('retry-after', String(busyRetryAfterSeconds));
        return show(503, t.busy);
      }
      // The same answer for a new address and a known one; what differs is done after it.
      const registration = { ...values, phone, language, passwordHash };
      afterAnswer(request, reply, 'registration', () =>
        verification.register(registration, pendingLogin(login), requestSite(request)),
      );
      return html(reply, 200, checkInboxPage(language, values.email));
    },
  );

  const VerifyQuery = Type.Object({
    lang: Type.Optional(Type.String({ maxLength: 10 })),
    token: Type.Optional(Type.String({ maxLength: 100 })),
  });
  /**
   * A confirmation link that can no longer confirm: opened again, its button pressed twice or
   * another link used first says the address is confirmed; anything else that it is no good.
   */
  const spentLink = async (reply: FastifyReply, token: string, language: Language) =>
    (await verification.confirmedAlready(token))
      ? html(reply, 200, confirmedPage(language))
      : html(reply, 400, confirmInvalidPage(language));

  app.get(
    '/me/verify',
    { schema: { hide: true, querystring: VerifyQuery } },
    async (request, reply) => {
      const language = languageOf(request.query, request.headers['accept-language']);
      const token = request.query.token ?? '';
      if (!(await verification.usable(token))) return spentLink(reply, token, language);
      // Its button's answer sends the browser on to the site's sign-in callback.
      return html(reply, 200, confirmPage(language, token), requestSite(request));
    },
  );

  app.post('/me/verify', { schema: { hide: true, body: VerifyQuery } }, async (request, reply) => {
    const language = languageOf(request.body, request.headers['accept-language']);
    const token = request.body.token ?? '';
    const confirmed = await verification.confirm(token);
    if (!confirmed) return spentLink(reply, token, language);
    // Back to where the customer was, signed in, while the sign-in they started still stands.
    const login =
      confirmed.login &&
      (await validLoginRequest(
        db,
        { ...confirmed.login, code_challenge: confirmed.login.codeChallenge },
        language,
      ));
    if (!login) return html(reply, 200, confirmedPage(language));
    const code = await createAuthCode(db, {
      clientId: login.client,
      customerId: confirmed.customerId,
      redirectUrl: login.redirectUrl,
      codeChallenge: login.codeChallenge,
    });
    // Marked as a confirmation: a site that cannot finish the sign-in (the link was opened in
    // another browser, or after its sign-in expired) can still say the address is confirmed.
    return reply
      .header('cache-control', 'no-store')
      .redirect(returnUrl(login, code, { confirmed: true }), 303);
  });

  app.post(
    '/token',
    {
      schema: {
        operationId: 'exchangeCode',
        tags: ['auth'],
        summary: 'Exchange a login code for tokens (authorization code with PKCE)',
        body: CodeExchangeBody,
        response: {
          ...commonErrorResponses,
          200: ref(TokenSet),
          400: ref(ErrorBody, 'INVALID_GRANT or VALIDATION.'),
        },
      },
    },
    async (request) =>
      exchangeCode(db, {
        clientId: request.body.client,
        code: request.body.code,
        codeVerifier: request.body.codeVerifier,
        redirectUrl: request.body.redirectUrl,
      }),
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['auth'],
        summary: 'New tokens for a refresh token, which rotates (spec §7 token/refresh)',
        body: RefreshBody,
        response: {
          ...commonErrorResponses,
          200: ref(TokenSet),
          401: ref(
            ErrorBody,
            'Expired, revoked or reused (INVALID_GRANT); reuse ends the sign-in.',
          ),
        },
      },
    },
    async (request) =>
      refresh(db, { clientId: request.body.client, refreshToken: request.body.refreshToken }),
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'End the sign-in a refresh token belongs to (idempotent)',
        body: RefreshBody,
        response: { ...commonErrorResponses, 204: Type.Null({ description: 'Signed out.' }) },
      },
    },
    async (request, reply) => {
      await logout(db, { clientId: request.body.client, refreshToken: request.body.refreshToken });
      return reply.status(204).send(null);
    },
  );
};
