import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bffNodeOptions } from '../scripts/lib/nodeOptions.mjs';

// No Docker engine runs here, so the compose file is kept honest by reading it: the scaled-out
// shape of architecture.md, running the same built entry points `npm start` runs.
interface Service {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  ports?: string[];
}

const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
};
const { services } = compose;

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, the api and two bff replicas behind a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'bff',
      'grafana',
      'jaeger',
      'loadbalancer',
      'mailpit',
      'postgres',
      'prometheus',
      'redis',
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
    expect(services.api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(services.bff?.environment?.REDIS_URL).toBe('redis://redis:6379');
    // Both replicas must open each other's session cookies.
    expect(services.bff?.environment?.SESSION_SECRET).toBeDefined();
    // The api's e-mails land in Mailpit, where the deployment can read them.
    expect(services.api?.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(services.mailpit?.ports).toContain('8025:8025');
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
});
