// The search map's basemap picture (issue 42: venues on a map without a maps token or tile
// server): /maps/water.svg?frame=west,south,east,north, the frame web computed from the results.
// Public and the same for everyone, so browsers and caches keep it.
import { parseFrameParam } from '@termin/web/map-frame';
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.js';
import { waterData, waterSvg } from '../maps/waterMap.js';

export function registerMapRoutes(app: FastifyInstance, services: GatewayServices) {
  app.get<{ Querystring: { frame?: string } }>('/maps/water.svg', async (request, reply) => {
    const frame = parseFrameParam(request.query.frame);
    if (!frame) {
      return reply
        .status(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'frame must be west,south,east,north in degrees, a box of at most 2 degrees each way',
        );
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .header('x-robots-tag', 'noindex')
      .send(waterSvg(waterData(services.config.repoRoot), frame));
  });
}
