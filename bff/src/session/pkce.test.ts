import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginState, pkcePair } from './pkce.js';

describe('loginState', () => {
  it('is 8 random alphanumeric characters (spec §9)', () => {
    const states = new Set(Array.from({ length: 200 }, () => loginState()));
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(states.size).toBe(200);
  });
});

describe('pkcePair', () => {
  it('makes an S256 challenge of the verifier', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });
});
