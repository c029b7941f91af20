// Until the booking API has answered ready once, every page and operation would only fail, each
// failure logged on its own (a flood while `npm start` brings api up beside bff). Instead bff
// answers them with a short 503 of its own, "starting", and watches api's readiness in the
// background; once api has been ready, later outages are the circuit breakers' business.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { gatewayPage, gatewayPagePolicy, gatewayTexts } from './gatewayPage.js';
import {
  gatewayLanguageOf,
  type GatewayLanguage,
  type GatewayMessages,
} from './gatewayMessages.js';

type StartingMessages = ReturnType<typeof gatewayTexts>;

/** Seconds a browser (and a crawler, through Retry-After) waits before trying again. */
const retryAfterSeconds = 5;
const pollMs = 500;
const checkTimeoutMs = 2_000;

/** Routes that need api; health, metrics, robots and static files never wait for it. */
function needsUpstream(route: string | undefined): boolean {
  return (
    route === '/*' ||
    route === '/graphql' ||
    route === '/sitemap.xml' ||
    !!route?.startsWith('/sitemap') ||
    !!route?.startsWith('/auth/') ||
    !!route?.startsWith('/account')
  );
}

function startingMessages(all: GatewayMessages): Record<GatewayLanguage, StartingMessages> {
  const starting = (language: GatewayLanguage) => gatewayTexts(all, language, 'starting');
  return { en: starting('en'), sr: starting('sr'), ru: starting('ru') };
}

export function startingPage(
  language: GatewayLanguage,
  text: StartingMessages,
  path: string,
): string {
  return gatewayPage(language, text, path, retryAfterSeconds);
}

export interface StartupGate {
  /** Whether api has answered ready since bff started. */
  readonly open: boolean;
}

/**
 * Checks api once (so a bff started after api never gates anything), then, while api is not
 * ready, checks again every half second and before each request that needs it, answering 503
 * only while api still does not answer ready.
 */
export async function registerStartupGate(
  app: FastifyInstance,
  config: Pick<Config, 'apiUrl'>,
  log: FastifyBaseLogger,
  gatewayMessages: GatewayMessages,
): Promise<StartupGate> {
  const messages = startingMessages(gatewayMessages);
  const apiReady = () =>
    fetch(`${config.apiUrl}/readyz`, { signal: AbortSignal.timeout(checkTimeoutMs) })
      .then((response) => response.ok)
      .catch(() => false);
  const gate = { open: await apiReady() };
  if (gate.open) return gate;

  log.info({ apiUrl: config.apiUrl }, 'waiting for the booking API to be ready');
  const startedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const open = () => {
    if (gate.open) return;
    gate.open = true;
    clearTimeout(timer);
    log.info({ waitedMs: Date.now() - startedAt }, 'booking API ready');
  };
  const poll = async () => {
    if (await apiReady()) open();
    else if (!closed && !gate.open) timer = setTimeout(() => void poll(), pollMs);
  };
  timer = setTimeout(() => void poll(), pollMs);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (gate.open || !needsUpstream(request.routeOptions.url)) return;
    // Asked between two polls: api may be ready already (a load balancer that saw /readyz pass
    // sends at once), and then the request is served, never refused.
    if (await apiReady()) return open();
    const language = gatewayLanguageOf(request);
    reply
      .status(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store');
    if (request.routeOptions.url === '/graphql') {
      return reply.send({
        errors: [
          {
            message: messages[language].message,
            extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'starting' },
          },
        ],
      });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', gatewayPagePolicy)
      .send(startingPage(language, messages[language], request.url));
  });
  return gate;
}
