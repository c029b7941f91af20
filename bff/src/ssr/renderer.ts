import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Render, RenderRequest } from '@termin/web/ssr-contract';
import type { Config } from '../config.js';
import { clientEntry, readClientAssets } from './clientAssets.js';

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
  const { render } = (await import(entry)) as { render: Render };
  const assets = readClientAssets(config.webDist);
  return { render, assets: async () => assets, ready: async () => {} };
}

/**
 * Development: Vite in middleware mode inside this Fastify server, so the page, its modules and
 * hot updates all come from one origin (port 3000).
 */
async function developmentRenderer(config: Config, app: FastifyInstance): Promise<Renderer> {
  const serverEntry = clientEntry.replace('client', 'server');
  const { createServer } = await import('vite');
  const webRoot = join(config.repoRoot, 'web');
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      // The server render's entry (its route tree, shell and data layer) is transformed while
      // api starts, not on the first page; pages load as they are asked for, so a restart after
      // an edit does not transform them all again.
      warmup: { ssrFiles: [`./${serverEntry}`] },
    },
  });
  await app.register(import('@fastify/middie'));
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());

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

export function createRenderer(config: Config, app: FastifyInstance): Promise<Renderer> {
  return config.viteDev ? developmentRenderer(config, app) : productionRenderer(config);
}
