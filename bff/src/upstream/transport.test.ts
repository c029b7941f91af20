import { afterEach, describe, expect, it } from 'vitest';
import { CircuitOpenError, createUpstreamTransport, type UpstreamTransport } from './transport.js';

let transport: UpstreamTransport | undefined;
afterEach(() => transport?.close());

const request = () => new Request('http://upstream.test/countries/RS');

describe('createUpstreamTransport', () => {
  it('ends a call that takes longer than the timeout', async () => {
    // Like a real fetch, the stub holds the in-flight request (else it could be collected).
    const inFlight: Request[] = [];
    transport = createUpstreamTransport({
      timeoutMs: 50,
      fetch: (input) =>
        new Promise((_resolve, reject) => {
          inFlight.push(input as Request);
          const signal = (input as Request).signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const started = Date.now();
    await expect(transport.send(request())).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('opens after repeated failures, fails fast, and closes again when the upstream is back', async () => {
    let up = false;
    let calls = 0;
    transport = createUpstreamTransport({
      timeoutMs: 1000,
      volumeThreshold: 3,
      resetTimeoutMs: 100,
      fetch: async () => {
        calls += 1;
        if (!up) throw new TypeError('fetch failed');
        return new Response('{}');
      },
    });
    for (let i = 0; i < 3; i += 1) await expect(transport.send(request())).rejects.toThrow();
    expect(transport.isOpen()).toBe(true);

    const callsWhenOpened = calls;
    await expect(transport.send(request())).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls).toBe(callsWhenOpened);

    up = true;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const response = await transport.send(request());
    expect(response.status).toBe(200);
    expect(transport.isOpen()).toBe(false);
  });
});
