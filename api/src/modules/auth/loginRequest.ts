// Checks a login request from the browser before any page or code is handed out: the client must
// be registered and the return URL one it registered, or nothing is shown but an error.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { authClients } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import { resolveLanguage } from '../../i18n/language.js';
import type { LoginRequest } from './authPages.js';
import { home, prefixOfLanguage } from '@termin/site-paths';
import { sitePath } from './returnPath.js';

export interface LoginRequestInput {
  type?: string;
  client?: string;
  state?: string;
  redirectUrl?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  lang?: string;
  back?: string;
}

const challengePattern = /^[A-Za-z0-9_-]{43}$/;

export function languageOf(input: LoginRequestInput, acceptLanguage: string | undefined): Language {
  return resolveLanguage(input.lang ?? acceptLanguage);
}

/** The validated login request, or undefined when it must not be served. */
export async function validLoginRequest(
  db: Database,
  input: LoginRequestInput,
  language: Language,
): Promise<LoginRequest | undefined> {
  const { client, state, redirectUrl, code_challenge: codeChallenge } = input;
  if (!client || !state || !redirectUrl || !codeChallenge) return undefined;
  if (!/^[A-Za-z0-9]{8}$/.test(state)) return undefined; // spec §9: 8 characters
  if ((input.code_challenge_method ?? 'S256') !== 'S256' || !challengePattern.test(codeChallenge)) {
    return undefined;
  }
  const [registered] = await db.select().from(authClients).where(eq(authClients.id, client));
  // Whole-string comparison, no prefix or normalization (OAuth 2.1 §4.1.1, RFC 9700 §4.1.3).
  if (!registered?.redirectUrls.includes(redirectUrl)) return undefined;
  return {
    type: input.type === 'register' ? 'register' : 'login',
    client,
    state,
    redirectUrl,
    codeChallenge,
    language,
    back: sitePath(input.back),
  };
}

/**
 * Where the browser goes with a fresh code: the client's return URL with code and state; after an
 * e-mail confirmation also `confirmed`, with the site path it started from (else its home).
 */
export function returnUrl(
  request: LoginRequest,
  code: string,
  options: { confirmed?: boolean } = {},
): string {
  const url = new URL(request.redirectUrl);
  url.searchParams.set('code', code);
  url.searchParams.set('state', request.state);
  if (options.confirmed) {
    url.searchParams.set('confirmed', '1');
    url.searchParams.set('back', request.back || home(prefixOfLanguage(request.language)));
  }
  return url.toString();
}
