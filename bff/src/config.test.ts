import { describe, expect, it } from 'vitest';
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

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PROJECT_COUNTRY: 'DE' })).toThrow(
      /PORT[\s\S]*PROJECT_COUNTRY|PROJECT_COUNTRY[\s\S]*PORT/,
    );
  });
});
