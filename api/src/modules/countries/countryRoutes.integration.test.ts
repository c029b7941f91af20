import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { City, Country } from './countrySchemas.js';

describe.each(testDatabases())('GET /countries/:projectCountry on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const getCountry = async (code: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ url: `/countries/${code}`, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const city = (country: Country, slug: string) =>
    country.cities.find((c: City) => c.value === slug);

  it('answers Serbia in English by default, Belgrade first, with coordinates and zone', async () => {
    const { status, body } = await getCountry('RS', callerHeaders('RS'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'RS', title: 'Serbia', currency: 'RSD' });
    expect(body.cities.length).toBeGreaterThanOrEqual(20);
    expect(body.cities[0]).toEqual({
      value: 'beograd',
      title: 'Belgrade',
      lat: 44.8178,
      lng: 20.4569,
      timeZone: 'Europe/Belgrade',
    });
    expect(body.cities.slice(1, 3).map((c: City) => c.value)).toEqual(['novi-sad', 'nis']);
  });

  it.each([
    ['sr-RS,sr;q=0.9', 'Srbija', 'Beograd'],
    ['ru', 'Сербия', 'Белград'],
    ['de-DE', 'Serbia', 'Belgrade'],
  ])('titles follow Accept-Language %s', async (language, countryTitle, capitalTitle) => {
    const { body } = await getCountry('RS', callerHeaders('RS', language));
    expect(body.title).toBe(countryTitle);
    expect(body.cities[0].title).toBe(capitalTitle);
  });

  it.each([
    ['ME', 'podgorica', 'Europe/Podgorica', 'EUR'],
    ['BA', 'sarajevo', 'Europe/Sarajevo', 'BAM'],
    ['RU', 'moskva', 'Europe/Moscow', 'RUB'],
  ])('answers %s with its capital first', async (code, capital, zone, currency) => {
    const { status, body } = await getCountry(code, callerHeaders(code));
    expect(status).toBe(200);
    expect(body.currency).toBe(currency);
    expect(body.cities[0]).toMatchObject({ value: capital, timeZone: zone });
    expect(body.cities.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps each Russian city in its own time zone', async () => {
    const { body } = await getCountry('RU', callerHeaders('RU', 'ru'));
    expect(city(body, 'sankt-peterburg')).toMatchObject({
      title: 'Санкт-Петербург',
      timeZone: 'Europe/Moscow',
    });
    expect(city(body, 'yekaterinburg')).toMatchObject({
      title: 'Екатеринбург',
      timeZone: 'Asia/Yekaterinburg',
    });
  });

  it('accepts the country code in any case', async () => {
    const { status, body } = await getCountry('me', callerHeaders('RS'));
    expect(status).toBe(200);
    expect(body.code).toBe('ME');
  });

  it.each(['XX', 'serbia', 'HR'])('answers 404 NOT_FOUND for %s', async (code) => {
    const { status, body } = await getCountry(code, callerHeaders('RS'));
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: `Unknown country ${code}` } });
  });

  it.each([
    ['missing', {}],
    ['unknown', { 'x-project-country': 'HR' }],
    ['lowercase', { 'x-project-country': 'rs' }],
  ])('refuses a %s x-project-country header with 400 VALIDATION', async (_, headers) => {
    const { status, body } = await getCountry('RS', headers);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details).toEqual([
      expect.objectContaining({ location: 'headers', field: 'x-project-country' }),
    ]);
  });
});
