import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspNonce } from './contentSecurityPolicy.js';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('runs only this origin and the nonce of this response', () => {
    const policy = contentSecurityPolicy('abc', { dev: false });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it('names no nonce for a public page, whose inline scripts it allows by their hashes', () => {
    const policy = contentSecurityPolicy(undefined, { dev: false, scriptHashes: ["'sha256-x'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'"]);
  });

  it('lets the search map reach MapTiler and start its worker only with a maps token', () => {
    const policy = contentSecurityPolicy('abc', { dev: false, maps: true });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.maptiler.com']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });
});

describe('cspNonce', () => {
  it('gives 128 random bits per page, never the same twice', () => {
    const nonces = Array.from({ length: 1000 }, cspNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});
