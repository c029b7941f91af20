import { expect, test } from './support/test.js';
import { chromiumLaunchOptions } from './support/chromium.js';
import { makeLocalhostCertificate, startBffBehind, startTlsProxy } from './support/httpsSite.js';
import { e2ePorts } from './support/ports.js';
import { logIn } from './support/logIn.js';

// Issue 14 finding 1: the site as deployed over HTTPS. A TLS edge (its certificate made now, and
// trusted by this browser alone through its key's hash) forwards to bff from 127.0.0.3, the one
// address bff's TRUST_PROXY believes. The browser itself enforces the __Host- cookie rules: a
// login cookie it dropped would end the login at /auth?error=login_expired.
const { apiPort, tlsPort, tlsOrigin } = e2ePorts();
const edgeAddress = '127.0.0.3';
const certificate = makeLocalhostCertificate();

test.use({
  baseURL: tlsOrigin,
  launchOptions: chromiumLaunchOptions([
    `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
  ]),
});

let stopSite: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const bff = await startBffBehind({
    siteUrl: tlsOrigin,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    trustProxy: edgeAddress,
  });
  const edge = await startTlsProxy({
    certificate,
    port: tlsPort,
    target: bff.url,
    localAddress: edgeAddress,
  }).catch(async (error: unknown) => {
    await bff.stop();
    throw error;
  });
  stopSite = async () => {
    await edge.close();
    await bff.stop();
  };
});

test.afterAll(async () => {
  await stopSite?.();
  certificate.dispose();
});

test('logs in and out over HTTPS with __Host- cookies', async ({ page, context }) => {
  const first = await page.goto('/en');
  expect(first?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);

  await page.goto('/en/profile/settings');
  await expect(page).toHaveURL(/\/account\/me\?type=login&/);
  const flow = (await context.cookies()).find((cookie) => cookie.name === '__Host-termin_login');
  expect(flow).toMatchObject({ path: '/', secure: true, httpOnly: true });

  await logIn(page);
  await expect(page).toHaveURL(`${tlsOrigin}/en/profile/settings`);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toContainText('DC');
  const session = (await context.cookies()).find(
    (cookie) => cookie.name === '__Host-termin_session',
  );
  expect(session).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  // The login flow's cookie is spent once the login has finished.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
    '__Host-termin_login',
  );

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${tlsOrigin}/en`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
    '__Host-termin_session',
  );
});

test('a form sent without JavaScript is answered over HTTPS behind the proxy', async ({
  browser,
  page,
}) => {
  await page.goto('/en/profile/settings/notifications');
  await logIn(page);
  await expect(page).toHaveURL(`${tlsOrigin}/en/profile/settings/notifications`);
  // The same signed-in visitor on a phone whose script never runs: the form posts to the page
  // through the TLS edge, and bff (seeing https and the site's origin) runs the page's action.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  try {
    const noScript = await phone.newPage();
    await noScript.goto('/en/profile/settings/notifications');
    await noScript.getByRole('button', { name: 'Save changes' }).click();
    await expect(noScript).toHaveURL(`${tlsOrigin}/en/profile/settings/notifications`);
    await expect(noScript.getByRole('status')).toHaveText('Your changes are saved.');
  } finally {
    await phone.close();
  }
});
