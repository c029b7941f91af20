import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { pickTimeAhead } from './calendar.js';
import { hydrated, trackHydration } from './hydration.js';

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

/**
 * Opens a booking calendar whose free times come `delayMs` late and books on through them: the
 * step's shell (heading and placeholder) must show while the times are still on their way, the
 * times fill in and work after hydration, and Checkout follows. Answers the document's response.
 */
export async function bookThroughLateTimes(page: Page, url: string) {
  await trackHydration(page);
  const answer = await page.goto(url, { waitUntil: 'commit' });
  // The placeholder is gone once the times arrive, so seeing it proves the shell came first; a
  // stopwatch here would measure the host (a busy runner took 1.6 s to paint a 1.5 s-early shell).
  await expect(page.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the free times');
  await expect(page.getByRole('link', { name: / at \d{1,2}:\d{2} [AP]M$/ }).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('status')).toHaveCount(0);
  await hydrated(page);

  await pickTimeAhead(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  return answer;
}

/**
 * Renders `url` once, whole, before a timed visit: a freshly started bff's first render loads
 * and compiles the page's modules, which on a slow machine alone can take longer than the delay.
 */
export async function warmUp(url: string) {
  await (await fetch(url)).text();
}
