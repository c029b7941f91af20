import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExecuteGraphQL } from '@termin/web/ssr-contract';
import { pageDeadline, withPageDeadline } from './pageDeadline.js';

const after =
  (ms: number): ExecuteGraphQL =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve({ data: { ok: true } }), ms));

// The page's clock and the operations' timers are faked: time passes only as a test says.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withPageDeadline', () => {
  it('passes answers that come in time through', async () => {
    const execute = withPageDeadline(after(5), pageDeadline(200));
    const answer = execute({ query: '{ ok }' });
    await vi.advanceTimersByTimeAsync(5);
    expect(await answer).toEqual({ data: { ok: true } });
  });

  it('answers UPSTREAM_UNAVAILABLE at the deadline shared by every operation of the page', async () => {
    const execute = withPageDeadline(after(150), pageDeadline(200));
    const first = execute({ query: '{ first }' });
    await vi.advanceTimersByTimeAsync(150);
    expect(await first).toEqual({ data: { ok: true } });
    // The second has 50 ms of the page's 200 left, not an upstream timeout of its own.
    const second = execute({ query: '{ second }' });
    await vi.advanceTimersByTimeAsync(50);
    expect((await second).errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'page_deadline',
    });
    // Once past the deadline, at once: without another moment passing.
    expect((await execute({ query: '{ third }' })).errors).toHaveLength(1);
  });

  it('holds any other step of the page to the same deadline', async () => {
    const deadline = pageDeadline(100);
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('rule'), 300));
    const answer = deadline(slow, () => 'late');
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toBe('late');
    expect(
      await deadline(
        () => Promise.resolve('rule'),
        () => 'late',
      ),
    ).toBe('late');
  });
});
