import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The suite's bff session secret: another bff given it reads the suite's login cookie. */
export const suiteSessionSecret = 'e2e-suite-session-secret-only-for-tests-0123456789';

export interface TestCertificate {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the certificate's public key: what Chromium is told to trust. */
  spkiHash: string;
  dispose(): void;
}

/** A self-signed certificate for localhost, made now with the openssl CLI (nothing committed). */
export function makeLocalhostCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'termin-e2e-tls-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    key: readFileSync(keyFile),
    cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The TLS edge of a deployment: terminates HTTPS on localhost:port and forwards to bff over
 * HTTP from localAddress, appending the address it saw to X-Forwarded-For (as nginx does).
 */
export async function startTlsProxy(options: {
  certificate: TestCertificate;
  port: number;
  target: string;
  localAddress: string;
}) {
  const server = https.createServer(
    { key: options.certificate.key, cert: options.certificate.cert },
    (incoming, outgoing) => {
      const seen = incoming.socket.remoteAddress ?? '';
      const claimed = incoming.headers['x-forwarded-for'];
      const upstream = http.request(
        new URL(incoming.url ?? '/', options.target),
        {
          method: incoming.method,
          headers: {
            ...incoming.headers,
            'x-forwarded-for': claimed ? `${claimed}, ${seen}` : seen,
            'x-forwarded-proto': 'https',
          },
          localAddress: options.localAddress,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * bff from its build, as deployed behind the TLS edge: SITE_URL is the HTTPS origin and
 * TRUST_PROXY names only the edge's address. It uses the suite's api.
 */
export async function startBffBehind(options: {
  siteUrl: string;
  apiUrl: string;
  trustProxy: string;
  /** Its own port when the caller needs to know it first (SITE_URL naming it); else a free one. */
  port?: number;
  env?: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', '..', 'bff', 'dist', 'server.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: options.apiUrl,
        SITE_URL: options.siteUrl,
        TRUST_PROXY: options.trustProxy,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        METRICS_PORT: '0',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000',
        RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '1000',
        RATE_LIMIT_PAGES_PER_MINUTE: '100000',
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
        RATE_LIMIT_GRAPHQL_PER_MINUTE: '100000',
        ...options.env,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('bff behind the TLS edge did not start');
}
