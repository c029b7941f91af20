import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://127.0.0.1:4000');
    expect(config.country).toBe('RS');
    expect(config.publicConfig.region).toBe('eu');
    expect(config.publicConfig.siteUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives the ru region for Russia (spec §1)', () => {
    expect(loadConfig({ PROJECT_COUNTRY: 'RU' }).publicConfig.region).toBe('ru');
  });

  it('requires a session secret of at least 32 characters in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
    });
    expect(config.sessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
  });

  it('has load limits: a cost budget no smaller than one operation may cost, upstream lanes', () => {
    const config = loadConfig({});
    expect(config.rateLimits.costPerMinute).toBe(30_000);
    expect(config.upstreamMaxInFlight).toEqual({ reads: 64, writes: 16 });
    expect(() => loadConfig({ RATE_LIMIT_COST_PER_MINUTE: '5000' })).toThrow(
      /RATE_LIMIT_COST_PER_MINUTE/,
    );
    expect(
      loadConfig({ UPSTREAM_MAX_READS_IN_FLIGHT: '8', UPSTREAM_MAX_WRITES_IN_FLIGHT: '2' })
        .upstreamMaxInFlight,
    ).toEqual({ reads: 8, writes: 2 });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PROJECT_COUNTRY: 'DE' })).toThrow(
      /PORT[\s\S]*PROJECT_COUNTRY|PROJECT_COUNTRY[\s\S]*PORT/,
    );
  });

  it("believes only loopback's X-Forwarded-For unless TRUST_PROXY names the proxies", () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).trustProxy).toEqual([
      '10.0.0.0/255.0.0.0',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.internal', 'loopback,'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('serves metrics on an internal port of this machine unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
    // Only a port set on purpose must be had; the default may give way to a free one (server.ts).
    expect(loadConfig({}).metricsPortSet).toBe(false);
    expect(loadConfig({ METRICS_PORT: '9500' }).metricsPortSet).toBe(true);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });

  it("gives a deployment its own country's support line unless one is set (issue 42 item 23)", () => {
    expect(loadConfig({}).publicConfig.supportPhone).toMatch(/^\+381 /);
    expect(loadConfig({ PROJECT_COUNTRY: 'RU' }).publicConfig.supportPhone).toMatch(/^\+7 /);
    expect(loadConfig({ PROJECT_COUNTRY: 'RU' }).publicConfig.salesPhone).toMatch(/^\+7 /);
    expect(loadConfig({ SUPPORT_PHONE: '+382 20 123 456' }).publicConfig.supportPhone).toBe(
      '+382 20 123 456',
    );
  });

  it("gives a deployment its own country's office address", () => {
    expect(loadConfig({}).publicConfig.address).toMatchObject({ city: 'Beograd', country: 'RS' });
    expect(loadConfig({ PROJECT_COUNTRY: 'ME' }).publicConfig.address).toMatchObject({
      city: 'Podgorica',
      country: 'ME',
    });
    expect(loadConfig({ PROJECT_COUNTRY: 'RU' }).publicConfig.address).toMatchObject({
      city: 'Москва',
      country: 'RU',
    });
  });
});

describe('secrets as files (docker-compose mounts them, *_FILE names them)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bff-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads SESSION_SECRET and REDIS_URL from their files at boot', () => {
    writeFileSync(join(dir, 'session'), 'a-secret-from-a-file-0123456789abcdef\n');
    writeFileSync(join(dir, 'redis'), 'redis://:pw@redis:6379\n');
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET_FILE: join(dir, 'session'),
      REDIS_URL_FILE: join(dir, 'redis'),
    });
    expect(config.sessionSecrets).toEqual(['a-secret-from-a-file-0123456789abcdef']);
    expect(config.redisUrl).toBe('redis://:pw@redis:6379');
  });

  it('stops naming the variable whose file is missing', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET_FILE: join(dir, 'nope') }),
    ).toThrow(/SESSION_SECRET_FILE: cannot read .*nope \(ENOENT\)/);
  });
});
