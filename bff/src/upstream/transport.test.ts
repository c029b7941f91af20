import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CircuitOpenError,
  createUpstreamTransport,
  UpstreamOverloadedError,
  type UpstreamTransport,
} from './transport.js';

let transport: UpstreamTransport | undefined;
afterEach(() => {
  transport?.close();
  vi.useRealTimers();
});

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

  it("leaves no timer behind once a call is answered (it would keep the call's controller alive)", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    transport = createUpstreamTransport({
      timeoutMs: 50,
      fetch: async (input) => {
        signal = (input as Request).signal;
        return new Response('{}');
      },
    });
    expect((await transport.send(request())).status).toBe(200);
    await vi.advanceTimersByTimeAsync(120);
    // Had the timer been left running, it would have aborted the answered call by now.
    expect(signal?.aborted).toBe(false);
  });

  it('opens after repeated failures, fails fast, and closes again when the upstream is back', async () => {
    vi.useFakeTimers();
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
    await vi.advanceTimersByTimeAsync(99);
    await expect(transport.send(request())).rejects.toBeInstanceOf(CircuitOpenError);
    await vi.advanceTimersByTimeAsync(1);
    const response = await transport.send(request());
    expect(response.status).toBe(200);
    expect(transport.isOpen()).toBe(false);
  });
});

/** A fetch that holds every call until released, counting the calls that reach it. */
function heldUpstream() {
  const calls: Request[] = [];
  const waiting: (() => void)[] = [];
  return {
    calls,
    release: () => waiting.splice(0).forEach((answer) => answer()),
    fetch: (input: Request | string | URL) =>
      new Promise<Response>((resolve) => {
        const request = input as Request;
        calls.push(request);
        waiting.push(() => resolve(Response.json({ url: request.url })));
      }),
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { 'x-project-country': 'RS', 'accept-language': 'en', ...headers } });
/** Lets the calls already made run as far as they can: to the held upstream, or to a refusal. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('identical reads in flight', () => {
  it('share one upstream call, each caller with a body of its own', async () => {
    const upstream = heldUpstream();
    transport = createUpstreamTransport({ timeoutMs: 1000, fetch: upstream.fetch as typeof fetch });
    const url = 'http://upstream.test/book/branches/1/intervals?services=1&days=7';
    const answers = [
      transport.send(get(url, { 'x-request-id': 'a' })),
      transport.send(get(url, { 'x-request-id': 'b' })),
    ];
    await flush();
    expect(upstream.calls).toHaveLength(1);
    upstream.release();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies).toEqual([{ url }, { url }]);
  });

  it('are never shared between callers with different tokens, languages or URLs', async () => {
    const upstream = heldUpstream();
    transport = createUpstreamTransport({ timeoutMs: 1000, fetch: upstream.fetch as typeof fetch });
    const url = 'http://upstream.test/me';
    const answers = [
      transport.send(get(url, { authorization: 'Bearer ana' })),
      transport.send(get(url, { authorization: 'Bearer bob' })),
      transport.send(get(url, { authorization: 'Bearer ana', 'accept-language': 'sr' })),
      transport.send(get(`${url}?x=1`, { authorization: 'Bearer ana' })),
    ];
    await flush();
    expect(upstream.calls).toHaveLength(4);
    upstream.release();
    await Promise.all(answers);
  });

  it('does not share writes: two identical POSTs are two calls', async () => {
    const upstream = heldUpstream();
    transport = createUpstreamTransport({ timeoutMs: 1000, fetch: upstream.fetch as typeof fetch });
    const post = () =>
      transport!.send(new Request('http://upstream.test/orders', { method: 'POST', body: '{}' }));
    const answers = [post(), post()];
    await flush();
    expect(upstream.calls).toHaveLength(2);
    upstream.release();
    await Promise.all(answers);
  });
});

describe('read and write lanes', () => {
  it('keeps the write circuit closed while failing reads open the read circuit', async () => {
    transport = createUpstreamTransport({
      timeoutMs: 1000,
      volumeThreshold: 3,
      fetch: async (input) => {
        if ((input as Request).method === 'GET') throw new TypeError('fetch failed');
        return Response.json({ booked: true }, { status: 201 });
      },
    });
    for (let i = 0; i < 5; i += 1) {
      await expect(transport.send(get(`http://upstream.test/search?i=${i}`))).rejects.toThrow();
    }
    expect(transport.isOpen('read')).toBe(true);
    await expect(transport.send(get('http://upstream.test/search'))).rejects.toBeInstanceOf(
      CircuitOpenError,
    );
    const booking = await transport.send(
      new Request('http://upstream.test/events/1/bookings', { method: 'POST', body: '{}' }),
    );
    expect(booking.status).toBe(201);
    expect(transport.isOpen('write')).toBe(false);
  });

  it('does not open the circuit on fast 503 answers (an upstream shedding load)', async () => {
    let calls = 0;
    transport = createUpstreamTransport({
      timeoutMs: 1000,
      volumeThreshold: 3,
      fetch: async () => {
        calls += 1;
        return Response.json(
          { error: { code: 'UNAVAILABLE' } },
          { status: 503, headers: { 'retry-after': '1' } },
        );
      },
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await transport.send(get(`http://upstream.test/search?i=${i}`))).status).toBe(503);
    }
    expect(calls).toBe(10);
    expect(transport.isOpen('read')).toBe(false);
  });

  it('fails a call past the lane share at once, leaving the other lane its own', async () => {
    const upstream = heldUpstream();
    transport = createUpstreamTransport({
      timeoutMs: 1000,
      maxReadsInFlight: 2,
      maxWritesInFlight: 1,
      fetch: upstream.fetch as typeof fetch,
    });
    const reads = [1, 2].map((i) => transport!.send(get(`http://upstream.test/search?i=${i}`)));
    await expect(transport.send(get('http://upstream.test/search?i=3'))).rejects.toBeInstanceOf(
      UpstreamOverloadedError,
    );
    const write = transport.send(
      new Request('http://upstream.test/orders', { method: 'POST', body: '{}' }),
    );
    await flush();
    expect(upstream.calls.map((call) => call.method)).toEqual(['GET', 'GET', 'POST']);
    upstream.release();
    await Promise.all([...reads, write]);
    // Places are given back once the calls end.
    const again = transport.send(get('http://upstream.test/search?i=4'));
    await flush();
    upstream.release();
    expect((await again).status).toBe(200);
  });
});
