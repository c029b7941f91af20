// A load balancer for tests, doing what a Kubernetes Service or a cloud load balancer does: it
// checks each replica's /readyz every 200 ms and sends requests, round robin, only to the ready
// ones. It never retries: a request it sent and lost is a failed request.
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sleep } from './processes.js';

export async function startReadinessBalancer(ports: readonly number[]) {
  const agent = new Agent({ keepAlive: true });
  const ready = new Map<number, boolean>(ports.map((port) => [port, false]));
  const served = new Map<number, number>(ports.map((port) => [port, 0]));
  let next = 0;
  let stopped = false;

  const check = async (port: number) => {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.ok)
      .catch(() => false);
    ready.set(port, ok);
  };
  const watch = async () => {
    while (!stopped) {
      await Promise.all(ports.map(check));
      await sleep(200);
    }
  };
  void watch();

  const server = createServer((incoming, outgoing) => {
    const candidates = ports.filter((port) => ready.get(port));
    const port = candidates[next++ % Math.max(candidates.length, 1)];
    if (port === undefined) return void outgoing.writeHead(503).end('no ready replica');
    served.set(port, served.get(port)! + 1);
    const proxied = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end('replica lost the request');
      else outgoing.destroy();
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests sent to each replica's port so far. */
    served: () => new Map(served),
    /** Resolves once the balancer counts the replica on `port` as ready. */
    async waitReady(port: number, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ready.get(port)) {
        if (Date.now() > deadline) throw new Error(`replica on ${port} never became ready`);
        await sleep(100);
      }
    },
    async close() {
      stopped = true;
      agent.destroy();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
