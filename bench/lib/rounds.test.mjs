import { describe, expect, it } from 'vitest';
import { meanOfRounds } from './rounds.mjs';

const round = (rps, bffCpuMs, extra = {}) => ({
  rps,
  p50: 10,
  p99: 30,
  bffCpuMs,
  apiCpuMs: 0.5,
  total: rps * 10,
  warmupTotal: rps * 2,
  non2xx: 0,
  errors: 0,
  ...extra,
});

describe('meanOfRounds', () => {
  it('averages rates, latencies and CPU and adds up the counts', () => {
    const row = meanOfRounds([round(400, 2), round(600, 3, { non2xx: 1, p99: 50 })]);
    expect(row).toEqual({
      rps: 500,
      p50: 10,
      p99: 40,
      bffCpuMs: 2.5,
      apiCpuMs: 0.5,
      total: 10_000,
      warmupTotal: 2_000,
      non2xx: 1,
      errors: 0,
    });
  });

  it('has no CPU figure when a round could not read it', () => {
    expect(meanOfRounds([round(400, 2), round(600, undefined)]).bffCpuMs).toBeUndefined();
  });
});
