// The environment `npm run dev` gives api and bff (scripts/dev.mjs).
import { childEnv } from './run.mjs';

/**
 * Development mode with web through Vite. PORT and API_PORT choose the ports (3000, 4000), and
 * bff reaches api on API_PORT. No load balancer watches a dev server's readiness, so a restart
 * after an edit stops at once instead of waiting out the delay a rolling deployment needs.
 */
export function devEnv(base = process.env) {
  const env = { ...base, PATH: childEnv().PATH, NODE_ENV: 'development', VITE_DEV: '1' };
  env.SHUTDOWN_DELAY_MS ||= '0';
  env.API_URL ||= `http://127.0.0.1:${env.API_PORT || '4000'}`;
  return env;
}
