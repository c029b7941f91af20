import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../test/testGateway.js';
import { newPicturesPerSecond } from './mapRoutes.js';

// The search map's basemap without a maps token (issue 42).
describe('GET /maps/water.svg', () => {
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;
  beforeAll(async () => {
    gateway = await buildTestGateway('http://127.0.0.1:9');
  });
  afterAll(async () => {
    await gateway?.app.close();
  });

  it('draws the water of a frame as a public, cacheable SVG', async () => {
    const response = await gateway.app.inject({
      url: '/maps/water.svg?frame=20.38421,44.75775,20.51579,44.88219',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 600 800"/);
    expect(response.body).toContain('<path fill="#aad3df" d="M');
    // A city's picture is a few KB, not the data behind it.
    expect(response.body.length).toBeLessThan(20_000);
  });

  it.each(['', 'frame=1,2,3', 'frame=10,40,15,45', 'frame=20.5,44.7,20.4,44.9'])(
    'refuses %j with a 400 that says what a frame is',
    async (query) => {
      const response = await gateway.app.inject({ url: `/maps/water.svg?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('frame must be west,south,east,north');
    },
  );
  it('sheds a crowd of new frames past the drawing budget, while drawn frames stay free', async () => {
    const drawn = '/maps/water.svg?frame=20.38421,44.75775,20.51579,44.88219';
    // Frames nobody asked before, as a loop over many addresses would send them: three seconds'
    // worth at once, so a slow machine drawing past one second still sees the budget spent.
    const fresh = Array.from(
      { length: newPicturesPerSecond * 3 },
      (_, index) => `/maps/water.svg?frame=20.${100 + index},44.7,20.9,45.1`,
    );
    const answers = await Promise.all(fresh.map((url) => gateway.app.inject({ url })));
    const shed = answers.filter((answer) => answer.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(Number(shed[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed[0]!.headers['cache-control']).toBe('no-store');
    // The frame the first test drew comes from memory, budget or not.
    expect((await gateway.app.inject({ url: drawn })).statusCode).toBe(200);
  });
});
