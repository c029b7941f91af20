import { describe, expect, it } from 'vitest';
import { LateDataError, reviveLateData } from './lateData';

describe('reviveLateData', () => {
  it('settles each marker from the scripts that came before and after the app started', async () => {
    const target: Parameters<typeof reviveLateData>[1] = {
      __TERMIN_LATE__: [[0, { value: 'early' }]],
    };
    const loaderData: Record<string, unknown> = {
      root: { locale: 'en' },
      calendar: { branch: 'b', early: { __late: 0 }, late: { __late: 1 }, failed: { __late: 2 } },
    };
    reviveLateData(loaderData, target);
    const calendar = loaderData['calendar'] as Record<string, Promise<unknown>>;
    expect(calendar['branch']).toBe('b');
    await expect(calendar['early']).resolves.toBe('early');

    // A script streamed after the app started pushes onto the replaced queue.
    target.__TERMIN_LATE__!.push([1, { value: { days: [] } }]);
    target.__TERMIN_LATE__!.push([2, { error: 'UPSTREAM_UNAVAILABLE' }]);
    await expect(calendar['late']).resolves.toEqual({ days: [] });
    await expect(calendar['failed']).rejects.toEqual(new LateDataError('UPSTREAM_UNAVAILABLE'));
  });

  it('rejects a value that had already failed on the server', async () => {
    const loaderData: Record<string, unknown> = {
      page: { week: { __late: 0, error: 'INTERNAL' } },
    };
    reviveLateData(loaderData, {});
    const week = (loaderData['page'] as { week: Promise<unknown> }).week;
    await expect(week).rejects.toBeInstanceOf(LateDataError);
  });
});
