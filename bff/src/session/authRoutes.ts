import fastifyFormbody from '@fastify/formbody';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeReturnPath } from '@termin/web/return-path';
import type { GatewayServices } from '../services.js';
import { loginState, pkcePair } from './pkce.js';
import { CookieSealer, type LoginFlowData } from './sessionCookie.js';

/** How long a started login may take before its state is forgotten. */
const loginFlowSeconds = 10 * 60;

const loginQuery = z.object({
  type: z.enum(['login', 'register']).default('login'),
  redirect: z.string().optional(),
});
const callbackQuery = z.object({ code: z.string().min(1).max(512), state: z.string().length(8) });
/** What the auth service adds when the callback follows an e-mail confirmation. */
const confirmationQuery = z.object({ confirmed: z.literal('1'), back: z.string().max(2000) });

/**
 * What the /account/me proxy passes: the auth service's login, registration, password reset and
 * e-mail confirmation pages and their form posts. Never its JSON API (GET /me with a bearer token answers the profile).
 */
const authServicePages = new Set([
  'GET /account/me',
  'POST /account/me/login',
  'POST /account/me/register',
  'GET /account/me/forgot',
  'POST /account/me/forgot',
  'GET /account/me/reset',
  'POST /account/me/reset',
  'GET /account/me/verify',
  'POST /account/me/verify',
]);

/** Headers a browser sends that the auth service must not see, or must hear from bff alone. */
const droppedProxyHeaders = new Set(['authorization', 'cookie', 'forwarded', 'x-real-ip']);

/**
 * The /auth page of the site for a path's locale: it loads the user and continues (spec §2), or
 * says why the login did not finish.
 */
function authPage(redirect: string, error?: 'login_failed' | 'login_expired' | 'email_confirmed') {
  const locale = /^\/(sr-RS|en|ru)(\/|$)/.exec(redirect)?.[1] ?? 'en';
  const query = new URLSearchParams({ redirect, ...(error ? { error } : {}) });
  return `/${locale}/auth?${query.toString()}`;
}

/** The auth service's pages in the language of the page the visitor came from. */
function loginLanguage(redirect: string): 'en' | 'sr' | 'ru' {
  if (/^\/sr-RS(\/|$)/.test(redirect)) return 'sr';
  return /^\/ru(\/|$)/.test(redirect) ? 'ru' : 'en';
}

/**
 * The OAuth client side of the session (architecture.md, "Session and auth"): login start with
 * state and PKCE, the callback's code exchange, and logout. The browser only ever holds the
 * encrypted cookies.
 */
export async function registerAuthRoutes(app: FastifyInstance, services: GatewayServices) {
  const { config, rateLimiter, auth, sessions } = services;
  const secure = config.publicConfig.siteUrl.startsWith('https:');
  const loginSealer = new CookieSealer<LoginFlowData>(config.sessionSecrets, 'login');
  const callbackUrl = `${config.publicConfig.siteUrl}/auth/callback`;
  // Path / although only /auth/callback reads it: browsers drop a `__Host-` cookie with any other
  // path (and then every HTTPS login would end as expired).
  const flowCookie = { path: '/', httpOnly: true, secure, sameSite: 'lax' as const };

  // The auth service's browser pages (login, registration) on this origin; the api itself stays
  // private. Only those pages pass, never the JSON API.
  await app.register(fastifyHttpProxy, {
    upstream: config.apiUrl,
    prefix: '/account/me',
    rewritePrefix: '/me',
    httpMethods: ['GET', 'POST'],
    preHandler: async (request, reply) => {
      const path = request.url.split('?', 1)[0];
      if (!authServicePages.has(`${request.method} ${path}`)) {
        reply.callNotFound();
        return reply;
      }
    },
    replyOptions: {
      // The auth service limits login attempts per browser address: it gets the one bff
      // determined (TRUST_PROXY), never a client's own X-Forwarded-For; and no credentials.
      rewriteRequestHeaders: (request, headers) => {
        const kept = Object.entries(headers).filter(
          ([name]) => !droppedProxyHeaders.has(name) && !name.startsWith('x-forwarded-'),
        );
        // The site's country: a phone typed at sign-up without its code is one of it.
        return {
          ...Object.fromEntries(kept),
          'x-forwarded-for': request.ip,
          'x-project-country': config.country,
        };
      },
    },
  });

  app.get('/auth/login', async (request, reply) => {
    const query = loginQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ error: 'Invalid login request' });
    const retryAfter = await rateLimiter.consume('login', request.ip);
    if (retryAfter !== null) {
      return reply
        .status(429)
        .header('retry-after', String(retryAfter))
        .send({ error: 'Too many login attempts' });
    }
    const redirect = safeReturnPath(query.data.redirect, '/en');
    const state = loginState();
    const { verifier, challenge } = pkcePair();
    const expires = Math.floor(Date.now() / 1000) + loginFlowSeconds;
    reply.setCookie(
      sessions.names.login,
      await loginSealer.seal({ state, verifier, redirect }, expires),
      {
        ...flowCookie,
        maxAge: loginFlowSeconds,
      },
    );
    const target = new URL(`${config.authUrl}/me`);
    target.search = new URLSearchParams({
      type: query.data.type,
      client: config.authClientId,
      state,
      redirectUrl: callbackUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      lang: loginLanguage(redirect),
      // The page to come back to after a detour (forgot, reset) that ends in a new sign-in.
      back: redirect,
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });

  app.get('/auth/callback', async (request: FastifyRequest, reply: FastifyReply) => {
    const flow = await loginSealer.open(request.cookies[sessions.names.login]);
    reply.clearCookie(sessions.names.login, flowCookie);
    const query = callbackQuery.safeParse(request.query);
    if (!flow) {
      // A confirmation link opened in another browser, or after its sign-in expired: the address
      // is confirmed all the same, and logging in now goes back where the sign-up was going.
      const confirmation = confirmationQuery.safeParse(request.query);
      if (confirmation.success) {
        const back = safeReturnPath(confirmation.data.back, '/en');
        return reply.redirect(authPage(back, 'email_confirmed'), 303);
      }
      return reply.redirect(authPage('/en', 'login_expired'), 303);
    }
    if (!query.success || query.data.state !== flow.state) {
      return reply.redirect(authPage(flow.redirect, 'login_failed'), 303);
    }
    const session = await auth
      .exchangeCode(query.data.code, flow.verifier, callbackUrl, request.ip)
      .catch(() => undefined);
    if (!session) return reply.redirect(authPage(flow.redirect, 'login_failed'), 303);
    await sessions.start(reply, session);
    return reply.header('cache-control', 'no-store').redirect(authPage(flow.redirect), 303);
  });

  // State changes never happen on GET: logging out is a POST from the site itself (a plain form,
  // so it works without JavaScript; form bodies are parsed only here).
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 4096 });
    scope.post('/auth/logout', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && origin !== config.publicConfig.siteUrl) {
        return reply.status(403).send({ error: 'Cross-site logout refused' });
      }
      const session = await sessions.forRequest(request, reply);
      await session.end();
      const body = (request.body ?? {}) as { redirect?: unknown };
      return reply.redirect(safeReturnPath(body.redirect, '/en'), 303);
    });
  });
}
