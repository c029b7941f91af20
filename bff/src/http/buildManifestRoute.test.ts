import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { registerBuildManifestRoute } from './buildManifestRoute.js';

describe('GET /_app/builds/latest.json', () => {
  it('answers the running build id, never cached', async () => {
    const app = Fastify();
    registerBuildManifestRoute(app, loadConfig({ BUILD_ID: 'build-42' }));
    const response = await app.inject({ url: '/_app/builds/latest.json?timestamp=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ id: string; timestamp: number }>();
    expect(body.id).toBe('build-42');
    expect(typeof body.timestamp).toBe('number');
    await app.close();
  });
});
