import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../db/passwordHash.js';
import { createApiMetrics } from './metrics.js';

describe('api metrics', () => {
  it('exports every booking kind and outcome at zero from the start', async () => {
    // TerminBookingsFailing takes a rate of the failed series: born at the first failure, it
    // would have no earlier sample and that failure would never count.
    const text = await createApiMetrics().registry.metrics();
    const failed = text
      .split('\n')
      .filter((line) => /^api_bookings_total\{.*outcome="failed"/.test(line));
    expect(failed).toEqual([
      'api_bookings_total{kind="order",outcome="failed"} 0',
      'api_bookings_total{kind="event_seat",outcome="failed"} 0',
      'api_bookings_total{kind="gift_card",outcome="failed"} 0',
    ]);
    expect(text.match(/^api_bookings_total\{/gm)).toHaveLength(15);
  });

  it('counts the password hashes computed, new and checked', async () => {
    const metrics = createApiMetrics();
    // prom-client's own reading of the metric (its collect() runs as at a scrape).
    const hashes = async () => (await metrics.passwordHashes.get()).values[0]!.value;
    const before = await hashes();
    const stored = await hashPassword('a long password');
    expect(await verifyPassword('another password', stored)).toBe(false);
    expect(await hashes()).toBe(before + 2);
  });
});
