import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

describe.each(testDatabases())('GET /dial-codes on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const get = async (language?: string) => {
    const response = await t.app.inject({
      url: '/dial-codes',
      headers: callerHeaders('RS', language),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, { name: string; dial_code: string; emoji: string }>;
  };

  it('keys about 240 entries by ISO code, in code order', async () => {
    const table = await get('en');
    const codes = Object.keys(table);
    expect(codes.length).toBeGreaterThan(230);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(codes).toEqual([...codes].sort());
    expect(table['RS']).toEqual({ name: 'Serbia', dial_code: '+381', emoji: '🇷🇸' });
    expect(table['ME']?.dial_code).toBe('+382');
    expect(Object.values(table).every((e) => /^\+\d{1,4}$/.test(e.dial_code))).toBe(true);
  });

  it('names countries in the request language', async () => {
    expect((await get('ru'))['RS']?.name).toBe('Сербия');
    expect((await get('sr-RS'))['DE']?.name).toBe('Nemačka');
  });
});
