import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lateValuesOf, settleInPlace, waitForLate, withLateScripts } from './lateData';

const later = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function collect(stream: PassThrough) {
  let text = '';
  let ended = false;
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  stream.on('end', () => (ended = true));
  return { text: () => text, ended: () => ended };
}

describe('late data on the server', () => {
  it('finds the promises among each route’s data and waits no longer than asked', async () => {
    const loaderData = {
      root: { locale: 'en' },
      calendar: { branch: 'b', week: later(10, 'week'), slow: later(5000, 'slow') },
    };
    const late = lateValuesOf(loaderData);
    expect(late.map((value) => [value.routeId, value.key])).toEqual([
      ['calendar', 'week'],
      ['calendar', 'slow'],
    ]);
    const started = Date.now();
    await waitForLate(late, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(late[0]!.outcome).toEqual({ value: 'week' });
    expect(late[1]!.outcome).toBeUndefined();

    const state = settleInPlace(loaderData, late);
    // What arrived is rendered in place; what did not stays a promise for <Await>.
    expect(loaderData.calendar.week).toBe('week');
    expect(loaderData.calendar.slow).toBeInstanceOf(Promise);
    expect(state['calendar']).toEqual({ branch: 'b', week: 'week', slow: { __late: 1 } });
    expect(state['root']).toBe(loaderData.root);
  });

  it('renders a value that had already arrived in place, even without a wait', async () => {
    const loaderData = { page: { week: Promise.resolve('week'), slow: new Promise(() => {}) } };
    const late = lateValuesOf(loaderData);
    await waitForLate(late, 0);
    expect(settleInPlace(loaderData, late)['page']).toEqual({ week: 'week', slow: { __late: 1 } });
  });

  it('marks a late value that failed with its error code only', async () => {
    const failed = Promise.reject(
      Object.assign(new Error('secret detail'), { errors: [{ extensions: { code: 'X' } }] }),
    );
    const loaderData = { page: { week: failed } };
    const late = lateValuesOf(loaderData);
    await waitForLate(late, 100);
    expect(settleInPlace(loaderData, late)['page']).toEqual({ week: { __late: 0, error: 'X' } });
    expect(JSON.stringify(late[0]!.outcome)).not.toContain('secret');
  });

  it('streams each late value’s script as it settles and ends after the last', async () => {
    let settle: (value: unknown) => void = () => {};
    const loaderData = { page: { week: new Promise((resolve) => (settle = resolve)) } };
    const late = lateValuesOf(loaderData);
    const destination = new PassThrough();
    const received = collect(destination);
    const react = withLateScripts(destination, late, 'n0nce');
    react.write('<html><body>shell');
    react.end();
    await later(20, null);
    expect(received.ended()).toBe(false);
    settle({ days: ['</script><script>alert(1)'] });
    await expect.poll(received.ended).toBe(true);
    expect(received.text()).toBe(
      '<html><body>shell<script nonce="n0nce">(window.__TERMIN_LATE__=window.__TERMIN_LATE__||[])' +
        '.push([0,{"value":{"days":["\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"]}}])</script>',
    );
  });

  it('ends at once when the visitor left, without waiting for what is still late', async () => {
    const late = lateValuesOf({ page: { week: new Promise(() => {}) } });
    const destination = new PassThrough();
    const received = collect(destination);
    const react = withLateScripts(destination, late, 'n');
    react.write('partial');
    react.abandon();
    await expect.poll(received.ended).toBe(true);
    expect(received.text()).toBe('partial');
  });
});
