import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request sent from a chosen local address (Linux routes all of 127/8 to loopback, so
 * 127.0.0.2 and 127.0.0.3 are two different machines as far as the server can tell).
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * A reverse proxy hop in front of bff, as nginx with `X-Forwarded-For $proxy_add_x_forwarded_for`:
 * it appends the address it saw to whatever the client sent, and reaches bff from localAddress.
 */
export async function startForwardingProxy(target: string, localAddress: string) {
  const server = http.createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? '';
    const claimed = incoming.headers['x-forwarded-for'];
    const upstream = http.request(
      new URL(incoming.url ?? '/', target),
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': claimed ? `${claimed}, ${seen}` : seen },
        localAddress,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
