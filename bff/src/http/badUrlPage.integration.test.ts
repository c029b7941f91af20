import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';

// A visitor who follows a link with a broken %-escape (a stray "%", a cut "%E0") got the router's
// JSON, {"code":"FST_ERR_BAD_URL",…}, as the page: now a page in their language, with a way home.
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

beforeAll(async () => {
  upstream = await startStubUpstream();
  gateway = await buildTestGateway(upstream.url);
});

afterAll(async () => {
  await gateway?.app.close();
  await upstream?.close();
});

describe('an address with a malformed %-escape', () => {
  it.each([
    ['/sr-RS/%', 'sr-Latn', 'Ova adresa nije ispravna', 'Na početnu stranicu'],
    ['/en/blog/%E0', 'en', 'This address is not valid', 'Go to the home page'],
    ['/ru/%zz', 'ru', 'Этот адрес неверен', 'На главную'],
  ])('%s answers a 400 page in its language with a link home', async (url, lang, title, home) => {
    const response = await gateway.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`<a href="/">${home}</a>`);
    expect(response.body).not.toContain('FST_ERR');
  });

  it("speaks the browser's language when the path has no locale prefix", async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/account/%',
      headers: { 'accept-language': 'sr-RS,sr;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>Ova adresa nije ispravna</h1>');
  });
});
