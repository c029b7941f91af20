import { expect, test } from './support/test.js';
import { chromiumLaunchOptions } from './support/chromium.js';
import {
  freePort,
  makeLocalhostCertificate,
  startBffBehind,
  startTlsProxy,
} from './support/httpsSite.js';
import { e2ePorts } from './support/ports.js';
import { bookThroughLateTimes, startSlowApi, warmUp } from './support/slowApi.js';

// Issue 17 as deployed: the shell-first stream through a TLS edge to a bff whose SITE_URL is the
// HTTPS origin, with the page compressed (Chromium asks for brotli) and the booking service slow
// for free times. Every hop must pass the shell on at once: the edge, bff's compressor, the
// late-data scripts under the HTTPS origin's CSP.
const { apiPort } = e2ePorts();
const delayMs = 3000;
const edgeAddress = '127.0.0.4';
const certificate = makeLocalhostCertificate();
const calendar = '/en/book-now/salon-lotus-vracar-1/calendar?service=1&anyEmployee=true';

test.use({
  launchOptions: chromiumLaunchOptions([
    `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
  ]),
});

let stops: (() => Promise<void>)[] = [];
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const api = await startSlowApi({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    slow: /\/intervals/,
    delayMs,
  });
  stops.push(api.stop);
  const port = await freePort();
  origin = `https://localhost:${port}`;
  const bff = await startBffBehind({ siteUrl: origin, apiUrl: api.url, trustProxy: edgeAddress });
  stops.unshift(bff.stop);
  const edge = await startTlsProxy({
    certificate,
    port,
    target: bff.url,
    localAddress: edgeAddress,
  });
  stops.unshift(edge.close);
  await warmUp(`${bff.url}${calendar}`);
});

test.afterAll(async () => {
  for (const stop of stops) await stop();
  stops = [];
  certificate.dispose();
});

test('over HTTPS, compressed, the calendar step comes before its free times', async ({ page }) => {
  const answer = await bookThroughLateTimes(page, `${origin}${calendar}`);
  expect(answer?.headers()['content-encoding']).toBe('br');
  await expect(page).toHaveURL(new RegExp(`^${origin}/en/book-now/`));
});
