import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * spec §4 "App update": the latest-build manifest web polls. Its id is the build this process
 * serves; a different id than a page's own tells that page to load fresh on its next navigation.
 */
export function registerBuildManifestRoute(app: FastifyInstance, config: Config) {
  const manifest = { id: config.publicConfig.buildId, timestamp: Date.now() };
  app.get('/_app/builds/latest.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(manifest),
  );
}
