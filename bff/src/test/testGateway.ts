import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from './anyOperation.js';

/** bff as production builds it (minus the page renderer), over the given upstream. */
export async function buildTestGateway(apiUrl: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    ...anyOperation,
    SESSION_SECRET: 'test-session-secret-test-session-secret',
    LOG_LEVEL: 'silent',
    API_URL: apiUrl,
    ...env,
  });
  const app = await buildApp(config, { pages: false });
  const graphql = async (
    query: string,
    variables?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  return { app, graphql };
}
