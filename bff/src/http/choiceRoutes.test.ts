import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../test/testGateway.js';

// The pickers without JavaScript (issue 16): a link to /choose remembers the language or city in
// the cookie the pickers write with JavaScript, then goes on to the chosen page on this site.
describe('GET /choose/:kind/:value', () => {
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;
  let secureGateway: Awaited<ReturnType<typeof buildTestGateway>>;
  beforeAll(async () => {
    gateway = await buildTestGateway('http://127.0.0.1:9');
    secureGateway = await buildTestGateway('http://127.0.0.1:9', {
      SITE_URL: 'https://termin.example',
    });
  });
  afterAll(async () => {
    await gateway?.app.close();
    await secureGateway?.app.close();
  });

  const choose = (url: string, app = gateway.app) => app.inject({ url });

  it('remembers the language for a year and goes on to the page', async () => {
    const response = await choose('/choose/locale/sr-RS?to=%2Fsr-RS%2Fblog%3Fpage%3D2');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sr-RS/blog?page=2');
    expect(response.headers['set-cookie']).toBe(
      'locale=sr-RS; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('remembers the city, Secure on an HTTPS site', async () => {
    const response = await choose(
      '/choose/city/novi-sad?to=%2Fen%2Fsearch%3Fc%3Dnovi-sad',
      secureGateway.app,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/search?c=novi-sad');
    expect(response.headers['set-cookie']).toBe(
      'city=novi-sad; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('never sends the visitor off the site', async () => {
    for (const to of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:x'])
      expect(
        (await choose(`/choose/locale/en?to=${encodeURIComponent(to)}`)).headers.location,
      ).toBe('/en');
    expect((await choose('/choose/locale/en')).headers.location).toBe('/en');
  });

  it('refuses what is not a language this site serves or a city slug, and sets nothing', async () => {
    for (const url of [
      '/choose/locale/ru',
      '/choose/locale/xx',
      '/choose/city/Novi%20Sad',
      '/choose/city/-bad',
      '/choose/theme/dark',
      `/choose/city/${'a'.repeat(61)}`,
    ]) {
      const response = await choose(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });
});
