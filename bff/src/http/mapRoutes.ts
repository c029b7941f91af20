// The search map's basemap picture (issue 42: venues on a map without a maps token or tile
// server): /maps/water.svg?frame=west,south,east,north, the frame web computed from the results.
// Public and the same for everyone, so browsers and caches keep it.
import { parseFrameParam } from '@termin/web/map-frame';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayServices } from '../services.js';
import { waterData, waterSvg } from '../maps/waterMap.js';

/**
 * Drawing a frame costs milliseconds of the event loop, so a crowd of addresses asking frames
 * nobody asked before is shed (issue 41: heavy work shares one budget, pages come first): at most
 * this many new pictures a second across all clients; a frame drawn before costs nothing.
 */
export const newPicturesPerSecond = 20;

export function registerMapRoutes(app: FastifyInstance, services: GatewayServices) {
  // A search's frame is asked by every visitor of that search: keep the recent pictures.
  const pictures = new LRUCache<string, string>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (svg) => svg.length,
  });
  const drawing = new RateLimiterMemory({ points: newPicturesPerSecond, duration: 1 });

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
    const key = [frame.west, frame.south, frame.east, frame.north].join(',');
    let svg = pictures.get(key);
    if (svg === undefined) {
      try {
        await drawing.consume('all');
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The picture is decoration behind the venue markers: the page works without it.
        return reply
          .status(503)
          .header('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))))
          .header('cache-control', 'no-store')
          .send();
      }
      svg = waterSvg(await waterData(services.config.repoRoot), frame);
      pictures.set(key, svg);
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .header('x-robots-tag', 'noindex')
      .send(svg);
  });
}
