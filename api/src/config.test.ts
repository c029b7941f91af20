import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to PGlite under <repo>/.data/pglite on 127.0.0.1:4000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      seedDemo: true,
      database: { driver: 'pglite' },
    });
    expect(config.database).toEqual({
      driver: 'pglite',
      dataDir: expect.stringMatching(/[/\\]\.data[/\\]pglite$/),
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('has the demo payment switch outside production, or where DEMO_PAYMENTS turns it on', () => {
    expect(loadConfig({}).demoPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true' }).demoPayments).toBe(true);
    expect(loadConfig({ DEMO_PAYMENTS: 'false' }).demoPayments).toBe(false);
    expect(() => loadConfig({ DEMO_PAYMENTS: 'maybe' })).toThrow(/DEMO_PAYMENTS/);
  });

  it('bounds concurrency for load shedding, configurable', () => {
    expect(loadConfig({}).loadShedding).toEqual({
      maxInFlight: 32,
      maxQueue: 64,
      queueTimeoutMs: 1000,
    });
    const tuned = loadConfig({
      API_MAX_IN_FLIGHT: '8',
      API_MAX_QUEUE: '0',
      API_QUEUE_TIMEOUT_MS: '250',
    });
    expect(tuned.loadShedding).toEqual({ maxInFlight: 8, maxQueue: 0, queueTimeoutMs: 250 });
    expect(() => loadConfig({ API_MAX_IN_FLIGHT: '0' })).toThrow(/API_MAX_IN_FLIGHT/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and DATA_DIR otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/termin' }).database).toEqual({
      driver: 'postgres',
      url: 'postgres://u@db:5432/termin',
    });
    expect(loadConfig({ DATA_DIR: '/var/termin' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/var/termin/pglite',
    });
  });

  it('reads ports, booleans and levels from strings; empty means unset', () => {
    const config = loadConfig({
      API_PORT: '4100',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      API_HOST: '',
    });
    expect(config).toMatchObject({
      port: 4100,
      seedDemo: false,
      logLevel: 'warn',
      host: '127.0.0.1',
    });
  });

  it("defaults the site to bff's http://localhost:$PORT, so logins return to any PORT", () => {
    expect(loadConfig({ PORT: '3300' })).toMatchObject({
      siteUrl: 'http://localhost:3300',
      authClient: { redirectUrls: ['http://localhost:3300/auth/callback'] },
    });
    expect(loadConfig({ PORT: '3300', SITE_URL: 'https://termin.example/' }).siteUrl).toBe(
      'https://termin.example',
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('lets logins return to exactly SITE_URL/auth/callback and the AUTH_REDIRECT_URLS', () => {
    expect(loadConfig({}).authClient.redirectUrls).toEqual(['http://localhost:3000/auth/callback']);
    expect(
      loadConfig({
        SITE_URL: 'https://termin.example/',
        AUTH_REDIRECT_URLS:
          ' https://termin.example/app/callback , http://127.0.0.1:3000/auth/callback',
      }).authClient.redirectUrls,
    ).toEqual([
      'https://termin.example/auth/callback',
      'https://termin.example/app/callback',
      'http://127.0.0.1:3000/auth/callback',
    ]);
    expect(() => loadConfig({ AUTH_REDIRECT_URLS: 'termin.example/callback' })).toThrow(
      /AUTH_REDIRECT_URLS/,
    );
    expect(() => loadConfig({ AUTH_REDIRECT_URLS: 'https://termin.example/cb#x' })).toThrow(
      /AUTH_REDIRECT_URLS/,
    );
    // The old prefix list stops the process instead of being ignored.
    expect(() => loadConfig({ AUTH_REDIRECT_PREFIXES: 'https://termin.example/' })).toThrow(
      /AUTH_REDIRECT_PREFIXES: was replaced by AUTH_REDIRECT_URLS/,
    );
  });

  it('serves PROJECT_COUNTRY at SITE_URL unless SERVED_COUNTRIES and COUNTRY_SITE_URLS say more', () => {
    expect([...loadConfig({}).countrySites]).toEqual([['RS', 'http://localhost:3000']]);
    expect([
      ...loadConfig({ PROJECT_COUNTRY: 'RU', SITE_URL: 'https://termin.ru/' }).countrySites,
    ]).toEqual([['RU', 'https://termin.ru']]);
    // The eu deployment: one api behind the sites of Serbia, Montenegro and Bosnia.
    const eu = loadConfig({
      SITE_URL: 'https://termin.rs',
      SERVED_COUNTRIES: 'RS, ME,BA',
      COUNTRY_SITE_URLS: 'ME=https://termin.me, BA=https://termin.ba/',
    });
    expect([...eu.countrySites]).toEqual([
      ['RS', 'https://termin.rs'],
      ['ME', 'https://termin.me'],
      ['BA', 'https://termin.ba'],
    ]);
  });

  it.each([
    [{ SERVED_COUNTRIES: 'RS,DE' }, /SERVED_COUNTRIES: DE is not one of/],
    [{ SERVED_COUNTRIES: ' , ' }, /SERVED_COUNTRIES: names no country/],
    // ME's pages are not on SITE_URL (Serbia's site): a deployment serving it names its site.
    [{ SERVED_COUNTRIES: 'RS,ME' }, /COUNTRY_SITE_URLS: names no site for ME/],
    [{ COUNTRY_SITE_URLS: 'RU=https://termin.ru' }, /names RU, which SERVED_COUNTRIES leaves out/],
    [{ COUNTRY_SITE_URLS: 'RS=termin.rs' }, /RS's site must be an http\(s\) origin/],
    [{ COUNTRY_SITE_URLS: 'RS=https://termin.rs/sr' }, /RS's site must be an http\(s\) origin/],
    [{ COUNTRY_SITE_URLS: 'https://termin.rs' }, /does not start with a country/],
    [
      { COUNTRY_SITE_URLS: 'RS=https://a.test,RS=https://b.test' },
      /COUNTRY_SITE_URLS: names RS twice/,
    ],
    [{ PROJECT_COUNTRY: 'HR' }, /PROJECT_COUNTRY/],
  ])('refuses countries and sites that do not fit: %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('writes text messages to DATA_DIR/sms unless SMS_URL names a provider, with SMS_FROM', () => {
    expect(loadConfig({ DATA_DIR: '/var/termin' }).sms).toEqual({
      from: 'Termin',
      transport: { kind: 'files', dir: '/var/termin/sms' },
    });
    const url = 'https://AC1:token@api.twilio.com/2010-04-01/Accounts/AC1/Messages.json';
    expect(loadConfig({ SMS_URL: url, SMS_FROM: '+381111234567' }).sms).toEqual({
      from: '+381111234567',
      transport: { kind: 'twilio', url },
    });
    expect(loadConfig({ SMS_URL: url, SMS_FROM: `MG${'ab'.repeat(16)}` }).sms.from).toMatch(/^MG/);
    expect(loadConfig({ SMS_DIR: '/tmp/texts' }).sms.transport).toEqual({
      kind: 'files',
      dir: '/tmp/texts',
    });
  });

  it.each([
    [{ SMS_URL: 'https://AC1:token@api.twilio.test/Messages.json' }, /SMS_FROM: required/],
    [
      { SMS_URL: 'https://api.twilio.test/Messages.json', SMS_FROM: 'Termin' },
      /SMS_URL: must carry/,
    ],
    [
      { SMS_URL: 'http://AC1:t@api.twilio.test/M.json', SMS_FROM: 'Termin' },
      /SMS_URL: must be https/,
    ],
    [{ SMS_URL: 'ftp://AC1:t@host/M.json', SMS_FROM: 'Termin' }, /SMS_URL/],
    [{ SMS_FROM: 'Termin Salons Ltd' }, /SMS_FROM: must be/],
    [{ SMS_FROM: '12345' }, /SMS_FROM: must be/],
  ])('refuses a text message provider that cannot work: %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it.each([
    ['API_PORT', 'forty'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/termin'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe('secrets as files (docker-compose mounts them, *_FILE names them)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads DATABASE_URL from its file at boot, and names a variable set twice', () => {
    writeFileSync(join(dir, 'url'), 'postgres://termin:secret@postgres:5432/termin\n');
    expect(loadConfig({ DATABASE_URL_FILE: join(dir, 'url') }).database).toEqual({
      driver: 'postgres',
      url: 'postgres://termin:secret@postgres:5432/termin',
    });
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://a@b/c', DATABASE_URL_FILE: join(dir, 'url') }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL_FILE: join(dir, 'missing') })).toThrow(
      /SMTP_URL_FILE: cannot read/,
    );
  });
});
