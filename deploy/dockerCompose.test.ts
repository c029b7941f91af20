import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bffNodeOptions } from '../scripts/lib/nodeOptions.mjs';

// No Docker engine runs here, so the compose file is kept honest by reading it: the scaled-out
// shape of architecture.md, running the same built entry points `npm start` runs.
interface Service {
  image?: string;
  restart?: string;
  secrets?: string[];
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
  ports?: string[];
  volumes?: string[];
}

const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
};
const { services } = compose;

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, the api and two bff replicas behind a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual([
      'alertmanager',
      'api',
      'bff',
      'grafana',
      'jaeger',
      'loadbalancer',
      'mailpit',
      'postgres',
      'postgres-exporter',
      'prometheus',
      'redis',
      'redis-exporter',
    ]);
    expect(services.bff?.deploy?.replicas).toBe(2);
    expect(services.loadbalancer?.ports).toContain('3000:80');
  });

  it('health-checks every service and starts each after what it needs is healthy', () => {
    // Everything a request passes through; the operators' tools are not in its path.
    for (const name of ['postgres', 'redis', 'api', 'bff'])
      expect(services[name]?.healthcheck, name).toBeDefined();
    expect(services.api?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.bff?.depends_on?.api?.condition).toBe('service_healthy');
    expect(services.bff?.depends_on?.redis?.condition).toBe('service_healthy');
  });

  it('runs the entry points the build produces, configured for the shared services', () => {
    expect(services.api?.command).toEqual(['node', 'api/dist/server.js']);
    expect(services.bff?.command).toEqual(['node', ...bffNodeOptions, 'bff/dist/server.js']);
    expect(readFileSync(new URL('secrets/generate.sh', import.meta.url), 'utf8')).toContain(
      'postgres://termin:%s@postgres:5432/termin',
    );
    expect(services.bff?.environment?.REDIS_URL).toBe('redis://redis:6379');
    // Both replicas must open each other's session cookies: one secret file for both.
    expect(services.bff?.environment?.SESSION_SECRET_FILE).toBe('/run/secrets/session_secret');
    // The api's e-mails land in Mailpit, where the deployment can read them.
    expect(services.api?.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(services.mailpit?.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('restarts every service after a crash and bounds its memory and CPU', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[mg]$/);
      expect(service.deploy?.resources?.limits?.cpus, name).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('publishes only the site on every interface; the rest on loopback or not at all', () => {
    for (const [name, service] of Object.entries(services))
      for (const published of service.ports ?? [])
        if (name !== 'loadbalancer') expect(published, name).toMatch(/^127\.0\.0\.1:/);
    expect(services.loadbalancer?.ports).toEqual(['3000:80']);
    for (const internal of [
      'postgres',
      'redis',
      'api',
      'bff',
      'postgres-exporter',
      'redis-exporter',
    ])
      expect(services[internal]?.ports, internal).toBeUndefined();
  });

  it('gives secrets as files (*_FILE), never as environment values', () => {
    const secretNames = /SECRET|PASSWORD|PASS\b|TOKEN|KEY/;
    for (const [name, service] of Object.entries(services))
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (secretNames.test(variable)) expect(variable, name).toMatch(/_FILE$/);
        // No URL carries a password (user:password@).
        expect(value, `${name} ${variable}`).not.toMatch(/:\/\/[^/@:]+:[^/@]+@/);
        if (variable.endsWith('_FILE')) {
          const secret = value.replace('/run/secrets/', '');
          expect(service.secrets, `${name} ${variable}`).toContain(secret);
          expect(compose.secrets[secret]?.file, secret).toBe(`./deploy/secrets/${secret}`);
        }
      }
    expect(services.api?.environment?.DATABASE_URL_FILE).toBe('/run/secrets/database_url');
    expect(services.postgres?.environment?.POSTGRES_PASSWORD_FILE).toBe(
      '/run/secrets/postgres_password',
    );
  });

  it('has a script that writes every secret file compose mounts, none of them committed', () => {
    const script = readFileSync(new URL('secrets/generate.sh', import.meta.url), 'utf8');
    for (const secret of Object.keys(compose.secrets))
      expect(script, secret).toMatch(new RegExp(`>${secret}\\b`));
    const ignored = readFileSync(new URL('secrets/.gitignore', import.meta.url), 'utf8');
    expect(ignored.split('\n')).toContain('*');
  });

  it('has bff believe only the load balancer for client addresses and keeps metrics internal', () => {
    expect(services.bff?.environment?.TRUST_PROXY).toBe('1');
    expect(readFileSync(new URL('nginx.conf', import.meta.url), 'utf8')).toMatch(
      /proxy_set_header X-Forwarded-For \$remote_addr;/,
    );
    const metricsPort = services.bff?.environment?.METRICS_PORT;
    expect(metricsPort).toMatch(/^\d+$/);
    for (const service of Object.values(services))
      for (const published of service.ports ?? []) expect(published).not.toContain(metricsPort);
  });

  it("gives the load balancer's page cache a volume of its own, where nginx.conf keeps it", () => {
    const cachePath = /proxy_cache_path (\S+) /.exec(
      readFileSync(new URL('nginx.conf', import.meta.url), 'utf8'),
    )?.[1];
    expect(cachePath).toBe('/var/cache/nginx/pages');
    expect(services.loadbalancer?.volumes).toContain(`edge-cache:${cachePath}`);
    expect(compose.volumes).toHaveProperty('edge-cache');
  });
});
