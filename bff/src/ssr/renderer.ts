import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { Render, RenderRequest } from '@termin/web/ssr-contract';
import type { Config } from '../config.js';
import { clientEntry, readClientAssets, serverEntry } from './clientAssets.js';
import { createWebDevServer } from './webDevServer.js';

export interface Renderer {
  render: Render;
  assets: () => Promise<RenderRequest['assets']>;
  /**
   * Resolves once the render code is loaded. Development loads it through Vite on first use,
   * which can take seconds; a page's upstream budget starts only after it.
   */
  ready: () => Promise<void>;
}

/** Production: web's server bundle and the client build's manifest, loaded once. */
async function productionRenderer(config: Config): Promise<Renderer> {
  const entry = pathToFileURL(join(config.webDist, 'server', 'entry.server.js')).href;
  const { render } = (await import(/* @vite-ignore */ entry)) as { render: Render };
  const assets = readClientAssets(config.webDist);
  return { render, assets: async () => assets, ready: async () => {} };
}

/**
 * Development: web through Vite. `npm run dev` passes the Vite server it keeps across bff's
 * reloads (devServer.ts); without one, this app starts its own and closes it with itself.
 */
async function developmentRenderer(
  config: Config,
  app: FastifyInstance,
  shared?: ViteDevServer,
): Promise<Renderer> {
  const vite = shared ?? (await createWebDevServer(config, app.server));
  if (!shared) app.addHook('onClose', () => vite.close());
  await app.register(import('@fastify/middie'));
  app.use(vite.middlewares);

  // The React refresh preamble Vite would inject into index.html, run inline before the entry.
  const transformed = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const inlineHead = [...transformed.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('\n');
  const scripts = [
    ...[...transformed.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    `/${clientEntry}`,
  ];

  const load = async () => (await vite.ssrLoadModule(`/${serverEntry}`)) as { render: Render };
  return {
    render: async (request) => (await load()).render(request),
    assets: async () => ({ scripts, styles: [], inlineHead }),
    ready: async () => void (await load()),
  };
}

export function createRenderer(
  config: Config,
  app: FastifyInstance,
  vite?: ViteDevServer,
): Promise<Renderer> {
  return config.viteDev ? developmentRenderer(config, app, vite) : productionRenderer(config);
}
