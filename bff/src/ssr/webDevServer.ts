import type { Server } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { Config } from '../config.js';
import { serverEntry } from './clientAssets.js';

/**
 * Web's Vite dev server in middleware mode: the page, its modules and hot updates all come from
 * bff's origin (port 3000), the HMR websocket on `httpServer`.
 */
export async function createWebDevServer(
  config: Config,
  httpServer: Server,
): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  const webRoot = join(config.repoRoot, 'web');
  return createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      ws: { server: httpServer },
      // The server render's entry (its route tree, shell and data layer) is transformed while
      // api starts, not on the first page; pages load as they are asked for.
      warmup: { ssrFiles: [`./${serverEntry}`] },
    },
  });
}
