import { describe, expect, it } from 'vitest';
import type { ExecuteGraphQL } from '@termin/web/ssr-contract';
import { pageDeadline, withPageDeadline } from './pageDeadline.js';

const after =
  (ms: number): ExecuteGraphQL =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve({ data: { ok: true } }), ms));

describe('withPageDeadline', () => {
  it('passes answers that come in time through', async () => {
    const execute = withPageDeadline(after(5), pageDeadline(200));
    expect(await execute({ query: '{ ok }' })).toEqual({ data: { ok: true } });
  });

  it('answers UPSTREAM_UNAVAILABLE at the deadline shared by every operation of the page', async () => {
    const execute = withPageDeadline(after(150), pageDeadline(200));
    const started = performance.now();
    expect(await execute({ query: '{ first }' })).toEqual({ data: { ok: true } });
    const second = await execute({ query: '{ second }' });
    expect(second.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'page_deadline',
    });
    expect(performance.now() - started).toBeLessThan(290);
    // Once past the deadline, at once.
    const third = performance.now();
    expect((await execute({ query: '{ third }' })).errors).toHaveLength(1);
    expect(performance.now() - third).toBeLessThan(20);
  });

  it('holds any other step of the page to the same deadline', async () => {
    const deadline = pageDeadline(100);
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('rule'), 300));
    const started = performance.now();
    expect(await deadline(slow, () => 'late')).toBe('late');
    expect(performance.now() - started).toBeLessThan(190);
    // Surely past the deadline (a timer may fire a little early), a step answers late at once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      await deadline(
        () => Promise.resolve('rule'),
        () => 'late',
      ),
    ).toBe('late');
  });
});
