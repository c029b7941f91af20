import { describe, expect, it } from 'vitest';
import { devEnv } from './devEnv.mjs';

describe('devEnv', () => {
  it('points bff at the api port it was given, with no shutdown delay', () => {
    const env = devEnv({ PORT: '3050', API_PORT: '4050' });
    expect(env).toMatchObject({
      PORT: '3050',
      API_PORT: '4050',
      API_URL: 'http://127.0.0.1:4050',
      SHUTDOWN_DELAY_MS: '0',
      NODE_ENV: 'development',
      VITE_DEV: '1',
    });
  });

  it('keeps an API_URL and shutdown delay set on purpose', () => {
    const env = devEnv({ API_URL: 'http://10.0.0.5:4000', SHUTDOWN_DELAY_MS: '2000' });
    expect(env.API_URL).toBe('http://10.0.0.5:4000');
    expect(env.SHUTDOWN_DELAY_MS).toBe('2000');
  });
});
