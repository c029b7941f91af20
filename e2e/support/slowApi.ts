import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The suite's api behind a proxy that holds back the answers to `slow` requests (by path) for
 * `delayMs`: a deployment whose booking service is slow for one kind of read, as under load.
 */
export async function startSlowApi(options: {
  apiUrl: string;
  slow: RegExp;
  delayMs: number;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        `${options.apiUrl}${request.url}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (options.slow.test(request.url ?? '')) setTimeout(forward, options.delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
