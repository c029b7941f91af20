// The browser pages of "Forgot your password?" beside the login pages (/me/forgot, /me/reset),
// passed through bff's /account/me like them. Plain forms; every answer is a page.
import formbody from '@fastify/formbody';
import { isEmailAddress } from '@termin/email-address';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connect.js';
import { afterAnswer, busy, busyRetryAfterSeconds, html, unlessBusy } from './authRoutes.js';
import { authTexts } from './authTexts.js';
import { languageOf } from './loginRequest.js';
import { passwordReset } from './passwordReset.js';
import {
  forgotPage,
  forgotSentPage,
  resetDonePage,
  resetInvalidPage,
  resetPage,
} from './passwordResetPages.js';

const lang = Type.Optional(Type.String({ maxLength: 10 }));
const ForgotForm = Type.Object({ lang, email: Type.Optional(Type.String({ maxLength: 320 })) });
const ResetQuery = Type.Object({ lang, token: Type.Optional(Type.String({ maxLength: 100 })) });
const ResetForm = Type.Object({
  lang,
  token: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  siteUrl: string;
  limits: Config['resetLimits'];
}> = async (app, { db, siteUrl, limits }) => {
  await app.register(formbody, { bodyLimit: 10_000 });
  const resets = passwordReset(db, siteUrl, limits);

  app.get(
    '/me/forgot',
    { schema: { hide: true, querystring: Type.Object({ lang }) } },
    async (request, reply) =>
      html(reply, 200, forgotPage(languageOf(request.query, request.headers['accept-language']))),
  );

  app.post('/me/forgot', { schema: { hide: true, body: ForgotForm } }, async (request, reply) => {
    const language = languageOf(request.body, request.headers['accept-language']);
    const t = authTexts[language];
    const email = (request.body.email ?? '').trim();
    if (!isEmailAddress(email))
      return html(reply, 400, forgotPage(language, t.invalidEmail, email));
    if (!(await resets.admit(request.ip, email)))
      return html(reply, 429, forgotPage(language, t.tooManyAttempts, email));
    // The same answer, as fast, whether or not the address has an account: the link after it.
    afterAnswer(request, reply, 'sending a reset link', () => resets.sendLink(email, language));
    return html(reply, 200, forgotSentPage(language, email));
  });

  app.get(
    '/me/reset',
    { schema: { hide: true, querystring: ResetQuery } },
    async (request, reply) => {
      const language = languageOf(request.query, request.headers['accept-language']);
      const token = request.query.token ?? '';
      if (!(await resets.usable(token))) return html(reply, 400, resetInvalidPage(language));
      return html(reply, 200, resetPage(language, token));
    },
  );

  app.post('/me/reset', { schema: { hide: true, body: ResetForm } }, async (request, reply) => {
    const language = languageOf(request.body, request.headers['accept-language']);
    const token = request.body.token ?? '';
    const password = request.body.password ?? '';
    // Cheap checks first: the address's limit, then the token (reset() hashes only after it).
    if (!(await resets.allowed(request.ip)))
      return html(reply, 429, resetPage(language, token, authTexts[language].tooManyAttempts));
    if (password.length < 8) {
      if (!(await resets.usable(token))) return html(reply, 400, resetInvalidPage(language));
      return html(reply, 400, resetPage(language, token, authTexts[language].passwordTooShort));
    }
    const done = await unlessBusy(resets.reset(token, password));
    if (done === busy) {
      reply.header('retry-after', String(busyRetryAfterSeconds));
      return html(reply, 503, resetPage(language, token, authTexts[language].busy));
    }
    if (!done) return html(reply, 400, resetInvalidPage(language));
    return html(reply, 200, resetDonePage(language));
  });
};
