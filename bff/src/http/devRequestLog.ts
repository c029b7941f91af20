// `npm run dev`'s request log: one line per page, GraphQL or API request, and none for what Vite
// serves (modules, its client, dependencies, public files), which are thousands per session.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Paths Vite's dev middleware answers: source modules, its client, pre-bundled dependencies. */
const viteRequest = /^\/(?:@vite\/|@fs\/|@id\/|@react-refresh|src\/|node_modules\/|locales\/)/;
/** web/public's files (images, icons, fonts), which Vite serves too. */
const publicFile = /\.(?:svg|png|jpe?g|webp|avif|gif|ico|woff2?|css|js|map)(?:\?|$)/;

export function isViteRequest(url: string): boolean {
  return viteRequest.test(url) || publicFile.test(url);
}

/** Vite's requests and health probes (npm run dev polls readiness while api starts). */
const unlogged = (url: string) => isViteRequest(url) || url === '/readyz' || url === '/healthz';

/** "GET /en/search → 200 in 42 ms"; failures keep Fastify's error line with the stack. */
export class DevRequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => unlogged(request.url) });
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (unlogged(request.url)) return;
    const line = `${request.method} ${request.url} → ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
