// The browser pages of "Forgot your password?" beside the login pages (/me/forgot, /me/reset),
// passed through bff's /account/me like them. Plain forms; every answer is a page.
import formbody from '@fastify/formbody';
import { isEmailAddress } from '@termin/email-address';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { siteOfRequest, type CountrySites } from '../../kernel/countrySites.js';
import type { Database } from '../../db/connect.js';
import { afterAnswer, busy, busyRetryAfterSeconds, html, unlessBusy } from './authRoutes.js';
import { authTexts } from './authTexts.js';
import { languageOf } from './loginRequest.js';
import { passwordReset } from './passwordReset.js';
import { backField, sitePath } from './returnPath.js';
import {
  forgotPage,
  forgotSentPage,
  resetDonePage,
  resetInvalidPage,
  resetPage,
} from './passwordResetPages.js';

const lang = Type.Optional(Type.String({ maxLength: 10 }));
const back = backField;
const ForgotForm = Type.Object({
  lang,
  back,
  email: Type.Optional(Type.String({ maxLength: 320 })),
});
const ResetQuery = Type.Object({
  lang,
  back,
  token: Type.Optional(Type.String({ maxLength: 100 })),
});
const ResetForm = Type.Object({
  lang,
  back,
  token: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
});

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  siteUrl: string;
  countrySites: CountrySites;
  limits: Config['resetLimits'];
}> = async (app, { db, siteUrl, countrySites, limits }) => {
  await app.register(formbody, { bodyLimit: 10_000 });
  const resets = passwordReset(db, limits);

  app.get(
    '/me/forgot',
    { schema: { hide: true, querystring: Type.Object({ lang, back }) } },
    async (request, reply) => {
      const language = languageOf(request.query, request.headers['accept-language']);
      return html(reply, 200, forgotPage(language, sitePath(request.query.back)));
    },
  );

  app.post('/me/forgot', { schema: { hide: true, body: ForgotForm } }, async (request, reply) => {
    const language = languageOf(request.body, request.headers['accept-language']);
    const t = authTexts[language];
    const back = sitePath(request.body.back);
    const email = (request.body.email ?? '').trim();
    if (!isEmailAddress(email))
      return html(reply, 400, forgotPage(language, back, t.invalidEmail, email));
    if (!(await resets.admit(request.ip, email)))
      return html(reply, 429, forgotPage(language, back, t.tooManyAttempts, email));
    // The same answer, as fast, whether or not the address has an account: the link after it.
    afterAnswer(request, reply, 'sending a reset link', () =>
      resets.sendLink(
        email,
        language,
        siteOfRequest(countrySites, siteUrl, request.headers['x-project-country']),
        back,
      ),
    );
    return html(reply, 200, forgotSentPage(language, back, email));
  });

  app.get(
    '/me/reset',
    { schema: { hide: true, querystring: ResetQuery } },
    async (request, reply) => {
      const language = languageOf(request.query, request.headers['accept-language']);
      const back = sitePath(request.query.back);
      const token = request.query.token ?? '';
      if (!(await resets.usable(token))) return html(reply, 400, resetInvalidPage(language, back));
      return html(reply, 200, resetPage(language, back, token));
    },
  );

  app.post('/me/reset', { schema: { hide: true, body: ResetForm } }, async (request, reply) => {
    const language = languageOf(request.body, request.headers['accept-language']);
    const back = sitePath(request.body.back);
    const token = request.body.token ?? '';
    const password = request.body.password ?? '';
    const t = authTexts[language];
    // Cheap checks first: the address's limit, then the token (reset() hashes only after it).
    if (!(await resets.allowed(request.ip)))
      return html(reply, 429, resetPage(language, back, token, t.tooManyAttempts));
    if (password.length < 8) {
      if (!(await resets.usable(token))) return html(reply, 400, resetInvalidPage(language, back));
      return html(reply, 400, resetPage(language, back, token, t.passwordTooShort));
    }
    const done = await unlessBusy(resets.reset(token, password));
    if (done === busy) {
      reply.header('retry-after', String(busyRetryAfterSeconds));
      return html(reply, 503, resetPage(language, back, token, t.busy));
    }
    if (!done) return html(reply, 400, resetInvalidPage(language, back));
    return html(reply, 200, resetDonePage(language, back));
  });
};
