import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, refreshTokens } from '../../db/schema/index.js';
import { awaitLink, awaitMail, lastMailId } from '../../test/outboxMail.js';
import { startTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

const client = testConfig.authClient.id;
const redirectUrl = `${testConfig.authClient.redirectUrls[0]}`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const loginFields = (challenge: string, state = 'AbCd1234') => ({
  client,
  state,
  redirectUrl,
  code_challenge: challenge,
  code_challenge_method: 'S256',
  lang: 'en',
});

describe.each(testDatabases())('auth service on $name', (database) => {
  let api: TestApp;
  const email = `ana.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    api = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => api?.close());

  const form = (url: string, fields: Record<string, string>, ip = '192.0.2.1') =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Opens a confirmation link and presses its button: the answer of the post. */
  async function confirmWith(link: URL) {
    const page = await api.app.inject({ method: 'GET', url: `/me/verify${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my email');
    return form('/me/verify', { token: link.searchParams.get('token')!, lang: 'en' });
  }

  /**
   * Registers (first time: the form, then the e-mail's confirmation link) or logs in, and
   * exchanges the code: a fresh sign-in's tokens.
   */
  async function signIn(register = false) {
    const { verifier, challenge } = pkce();
    let answer;
    if (register) {
      const fields = { ...loginFields(challenge), firstName: 'Ana', lastName: 'Petrović', email };
      const sent = await form('/me/register', { ...fields, password });
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('Check your inbox');
      answer = await confirmWith(await awaitLink(api.connection.db, 'account.verify', email));
    } else {
      answer = await form('/me/login', { ...loginFields(challenge), email, password });
    }
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string);
    expect(location.searchParams.get('state')).toBe('AbCd1234');
    const code = location.searchParams.get('code')!;
    const tokens = await api.app.inject({
      method: 'POST',
      url: '/token',
      payload: {
        grantType: 'authorization_code',
        client,
        code,
        codeVerifier: verifier,
        redirectUrl,
      },
    });
    expect(tokens.statusCode).toBe(200);
    return { code, verifier, tokens: tokens.json() };
  }

  const me = (accessToken: string) =>
    api.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const refreshWith = (refreshToken: string) =>
    api.app.inject({ method: 'POST', url: '/token/refresh', payload: { client, refreshToken } });

  it('shows the login page only for a registered client and return URL', async () => {
    const { challenge } = pkce();
    const page = await api.app.inject({ method: 'GET', url: '/me', query: loginFields(challenge) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const foreign = await api.app.inject({
      method: 'GET',
      url: '/me',
      query: { ...loginFields(challenge), redirectUrl: 'https://evil.test/auth/callback' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('not valid');

    const serbian = await api.app.inject({
      method: 'GET',
      url: '/me',
      query: { ...loginFields(challenge), lang: 'sr', type: 'register' },
    });
    expect(serbian.body).toContain('Napravite Termin nalog');
  });

  it('answers a login link with a query out of shape with its page in the language, not JSON', async () => {
    // A stranger who edited the link (type=bogus) was shown the validation error's JSON.
    const { challenge } = pkce();
    for (const query of [
      { ...loginFields(challenge), lang: 'sr', type: 'bogus' },
      { ...loginFields(challenge, 'x'.repeat(500)), lang: 'sr' },
    ]) {
      const page = await api.app.inject({ method: 'GET', url: '/me', query });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Ovaj link za prijavu nije ispravan.');
    }
  });

  it('accepts only a registered return URL exactly, not one that merely starts like it', async () => {
    const { challenge } = pkce();
    const page = (url: string) =>
      api.app.inject({
        method: 'GET',
        url: '/me',
        query: { ...loginFields(challenge), redirectUrl: url },
      });
    for (const lookalike of [
      `${redirectUrl}-evil`,
      `${redirectUrl}/../x`,
      `${redirectUrl}/x`,
      `${redirectUrl}?x`,
      `${redirectUrl}?code=forged`,
      `${redirectUrl}#x`,
      `${redirectUrl}.evil.test`,
      redirectUrl.toUpperCase(),
    ]) {
      const answer = await page(lookalike);
      expect(answer.statusCode, lookalike).toBe(400);
      expect(answer.body).toContain('not valid');
    }
    // The login form posts the URL back: refused there too, and no code is handed out.
    const posted = await form('/me/login', {
      ...loginFields(challenge),
      redirectUrl: `${redirectUrl}-evil`,
      email,
      password,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
    expect((await page(redirectUrl)).statusCode).toBe(200);
  });

  it('registers, signs in with PKCE and answers the customer for the access token', async () => {
    const { tokens } = await signIn(true);
    expect(tokens.tokenType).toBe('Bearer');
    expect(tokens.accessExpiresAt).toBeGreaterThan(Date.now() / 1000);
    const answer = await me(tokens.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ email, firstName: 'Ana', lastName: 'Petrović' });
  });

  it('answers a second registration of the email as the first, and mails the account instead', async () => {
    const register = (address: string) =>
      form('/me/register', {
        ...loginFields(pkce().challenge),
        firstName: 'Ana',
        lastName: 'P',
        email: address,
        password: 'another password 2',
      });
    const before = await lastMailId(api.connection.db);
    const known = await register(email.toUpperCase());
    const fresh = `nova.${randomBytes(4).toString('hex')}@example.test`;
    const unknown = await register(fresh);
    expect(known.statusCode).toBe(200);
    expect(known.body.replace(email.toUpperCase(), 'X')).toBe(unknown.body.replace(fresh, 'X'));
    const exists = await awaitMail(api.connection.db, 'account.exists', email, { after: before });
    expect(exists?.payload).toMatchObject({ name: 'Ana' });
    // The account keeps its password: the attempt changed nothing.
    expect((await signIn()).tokens.tokenType).toBe('Bearer');
  });

  it('signs an unconfirmed account in only through its link, sent again at login', async () => {
    const address = `mila.${randomBytes(4).toString('hex')}@example.test`;
    const { challenge } = pkce();
    const fields = { ...loginFields(challenge), firstName: 'Mila', lastName: 'P', email: address };
    expect((await form('/me/register', { ...fields, password })).statusCode).toBe(200);
    const first = await awaitLink(api.connection.db, 'account.verify', address);
    const before = await lastMailId(api.connection.db);
    const login = await form('/me/login', { ...loginFields(challenge), email: address, password });
    expect(login.statusCode).toBe(403);
    expect(login.body).toContain('confirm your email first');
    expect(login.headers.location).toBeUndefined();
    const second = await awaitMail(api.connection.db, 'account.verify', address, { after: before });
    expect(second).toBeDefined();
    // Either link confirms, once; the other is spent with it. Either opened again (or its button
    // pressed twice) says the address is confirmed, not that the link is no good.
    expect((await confirmWith(first)).statusCode).toBe(303);
    const again = await form('/me/verify', { token: first.searchParams.get('token')!, lang: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Your email is confirmed. You can log in now.');
    const secondLink = new URL((second!.payload as { link: string }).link);
    const reopened = await api.app.inject({ method: 'GET', url: `/me/verify${secondLink.search}` });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain('Your email is confirmed. You can log in now.');
    expect(reopened.body).not.toContain('Confirm my email');
    const afterwards = await form('/me/login', {
      ...loginFields(challenge),
      email: address,
      password,
    });
    expect(afterwards.statusCode).toBe(303);
  });

  it('refuses what is not one plain e-mail address, and short passwords, keeping the input', async () => {
    const { challenge } = pkce();
    for (const address of ['"x"<attacker@evil.test>', 'demo@termin.test.', 'a@b']) {
      const answer = await form('/me/register', {
        ...loginFields(challenge),
        firstName: 'Eve',
        lastName: 'P',
        email: address,
        password,
      });
      expect(answer.statusCode, address).toBe(400);
      expect(answer.body).toContain('valid email address');
    }
    const short = await form('/me/register', {
      ...loginFields(challenge),
      firstName: 'Ivo',
      lastName: 'P',
      email: 'ivo@example.test',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 8 characters');
    expect(short.body).toContain('value="ivo@example.test"');
  });

  it('keeps a phone given at sign-up as E.164, read in the site country, and refuses no number', async () => {
    const suffix = randomBytes(4).toString('hex');
    const addressOf = (who: string) => `${who}.${suffix}@example.test`;
    const register = (phone: string, who: string, country?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/me/register',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(country ? { 'x-project-country': country } : {}),
        },
        payload: new URLSearchParams({
          ...loginFields(pkce().challenge),
          firstName: 'Vesna',
          lastName: 'P',
          email: addressOf(who),
          password,
          phone,
        }).toString(),
      });
    const stored = async (answer: { statusCode: number }, who: string) => {
      expect(answer.statusCode).toBe(200);
      await awaitLink(api.connection.db, 'account.verify', addressOf(who));
      const [row] = await api.connection.db
        .select({ phone: customers.phone })
        .from(customers)
        .where(eq(customers.email, addressOf(who)));
      return row?.phone;
    };
    expect(await stored(await register('0641234567', 'vesna'), 'vesna')).toBe('+381641234567');
    expect(await stored(await register('067 123 456', 'mila', 'ME'), 'mila')).toBe('+38267123456');
    const short = await register('06412345', 'ivo');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Please enter a valid phone number');
    expect(short.body).toContain('value="06412345"');
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const { challenge } = pkce();
    const wrong = await form(
      '/me/login',
      { ...loginFields(challenge), email, password: 'nope-nope' },
      '192.0.2.50',
    );
    const unknown = await form(
      '/me/login',
      { ...loginFields(challenge), email: 'nobody@example.test', password: 'nope-nope' },
      '192.0.2.50',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong email or password.');
    expect(unknown.body).toContain('Wrong email or password.');
  });

  it('limits login attempts per address and email', async () => {
    const { challenge } = pkce();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (
          await form(
            '/me/login',
            { ...loginFields(challenge), email, password: `guess-${i}` },
            '192.0.2.99',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('exchanges a code once, only with its verifier', async () => {
    const { challenge, verifier } = pkce();
    const answer = await form('/me/login', { ...loginFields(challenge), email, password });
    const code = new URL(answer.headers.location as string).searchParams.get('code')!;
    const exchange = (codeVerifier: string) =>
      api.app.inject({
        method: 'POST',
        url: '/token',
        payload: { grantType: 'authorization_code', client, code, codeVerifier, redirectUrl },
      });
    const wrongVerifier = await exchange(pkce().verifier);
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error.code).toBe('INVALID_GRANT');
    expect((await exchange(verifier)).statusCode).toBe(200);
    expect((await exchange(verifier)).statusCode).toBe(400);
  });

  it('rotates refresh tokens and ends the family when an old one is reused after the grace window', async () => {
    const { tokens } = await signIn();
    const first = await refreshWith(tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.refreshExpiresAt).toBe(tokens.refreshExpiresAt);

    // A replica refreshing with the same token a moment later still gets tokens (grace window).
    expect((await refreshWith(tokens.refreshToken)).statusCode).toBe(200);

    // Later reuse of the rotated token: the whole sign-in ends.
    await api.connection.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(
        eq(refreshTokens.tokenHash, createHash('sha256').update(tokens.refreshToken).digest('hex')),
      );
    const reused = await refreshWith(tokens.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_GRANT');
    expect((await refreshWith(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('logs out: the refresh token and its access tokens stop working', async () => {
    const { tokens } = await signIn();
    const out = await api.app.inject({
      method: 'POST',
      url: '/logout',
      payload: { client, refreshToken: tokens.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refreshWith(tokens.refreshToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    // Idempotent.
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/logout',
          payload: { client, refreshToken: tokens.refreshToken },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('answers 401 for a missing or unknown bearer token', async () => {
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
  });
});
