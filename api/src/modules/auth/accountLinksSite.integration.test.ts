import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOfRequest } from '../../kernel/countrySites.js';
import { awaitLink } from '../../test/outboxMail.js';
import { startTestApp, testConfig, testConfigWith, type TestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

// One api serving two countries' sites (SERVED_COUNTRIES, COUNTRY_SITE_URLS): the links of the
// account e-mails lead back to the site the customer is on, which bff names (x-project-country)
// on every page it passes on; without the header, to SITE_URL.

const montenegro = 'https://termin-me.test';
const config = testConfigWith({ SERVED_COUNTRIES: 'RS,ME', COUNTRY_SITE_URLS: `ME=${montenegro}` });

describe('siteOfRequest', () => {
  it("is the named country's site, else SITE_URL", () => {
    const sites = new Map([
      ['RS', 'https://termin.rs'],
      ['ME', montenegro],
    ] as const);
    expect(siteOfRequest(sites, 'https://termin.rs', 'ME')).toBe(montenegro);
    expect(siteOfRequest(sites, 'https://termin.rs', undefined)).toBe('https://termin.rs');
    // A country this deployment does not serve, or anything else, is no site of its own.
    expect(siteOfRequest(sites, 'https://termin.rs', 'RU')).toBe('https://termin.rs');
    expect(siteOfRequest(sites, 'https://termin.rs', ['ME'])).toBe('https://termin.rs');
  });
});

describe.each(testDatabases())('account e-mails of a two-country api on $name', (database) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(database, config);
  }, databaseSetupTimeoutMs);
  afterAll(() => api?.close());

  const form = (url: string, fields: Record<string, string>, country?: string) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `192.0.2.${randomBytes(1)[0]! % 200}`,
        ...(country ? { 'x-project-country': country } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const address = () => `site.${randomBytes(4).toString('hex')}@example.test`;
  /** Sends the registration form for `email` on `country`'s site: its confirmation link. */
  const register = async (email: string, country?: string) => {
    const answer = await form(
      '/me/register',
      {
        client: config.authClient.id,
        state: 'AbCd1234',
        redirectUrl: `${config.authClient.redirectUrls[0]}`,
        code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
        code_challenge_method: 'S256',
        lang: 'en',
        firstName: 'Ana',
        lastName: 'Site',
        email,
        password: 'correct horse battery',
      },
      country,
    );
    expect(answer.statusCode).toBe(200);
    // The account is made after the answer: its confirmation e-mail says it exists.
    return awaitLink(api.connection.db, 'account.verify', email);
  };

  it("link a sign-up's confirmation to the site it was made on", async () => {
    for (const [country, site] of [
      ['ME', montenegro],
      [undefined, testConfig.siteUrl],
    ] as const) {
      const link = await register(address(), country);
      expect(link.origin + link.pathname).toBe(`${new URL(site).origin}/account/me/verify`);
      // Its page's button may send the browser on to that site (where the sign-in finishes).
      const page = await api.app.inject({
        url: `/me/verify${link.search}`,
        headers: country ? { 'x-project-country': country } : {},
      });
      expect(page.headers['content-security-policy']).toContain(
        `form-action 'self' ${new URL(site).origin};`,
      );
    }
  });

  it('link a password reset to the site it was asked on', async () => {
    const email = address();
    await register(email);
    expect((await form('/me/forgot', { email, lang: 'en' }, 'ME')).statusCode).toBe(200);
    const link = await awaitLink(api.connection.db, 'password.reset', email);
    expect(link.origin + link.pathname).toBe(`${montenegro}/account/me/reset`);
  });

  it('lead an invalid login link back to the site it was opened on', async () => {
    const page = await api.app.inject({
      url: '/me?client=nobody',
      headers: { 'x-project-country': 'ME' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`href="${montenegro}/"`);
  });
});
