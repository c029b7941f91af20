import { describe, expect, it } from 'vitest';
import { userErrorsFrom } from './errors.js';

describe('userErrorsFrom', () => {
  it('turns an expected refusal into a typed user error', () => {
    expect(
      userErrorsFrom(409, { error: { code: 'SLOT_TAKEN', message: 'The slot was taken' } }),
    ).toEqual([
      { code: 'SLOT_TAKEN', message: 'The slot was taken', field: null, cancellableUntil: null },
    ]);
  });

  it('keeps the deadline of a refused cancellation', () => {
    const [error] = userErrorsFrom(409, {
      error: { code: 'OUTSIDE_CANCELLATION_WINDOW', message: 'Too late' },
      cancellableUntil: '2026-11-22T10:00:00.000Z',
    })!;
    expect(error).toMatchObject({ cancellableUntil: '2026-11-22T10:00:00.000Z' });
  });

  it('names each invalid field of a validation refusal', () => {
    const errors = userErrorsFrom(400, {
      error: {
        code: 'VALIDATION',
        message: 'Invalid body',
        details: [
          { location: 'body', field: 'phone', message: 'must match pattern' },
          { location: 'body', field: '', message: 'must have required property email' },
        ],
      },
    });
    expect(errors?.map((error) => [error.code, error.field])).toEqual([
      ['VALIDATION', 'phone'],
      ['VALIDATION', null],
    ]);
  });

  it('hands each booking limit on as the refusal web translates', () => {
    for (const code of ['BOOKING_LIMIT_VENUE', 'BOOKING_LIMIT_TOTAL', 'BOOKING_LIMIT_HOURLY']) {
      expect(userErrorsFrom(422, { error: { code, message: 'At most 3' } })?.[0]?.code).toBe(code);
    }
  });

  it('maps an idempotency key still in flight to IN_PROGRESS', () => {
    expect(userErrorsFrom(409, { error: { code: 'IDEMPOTENCY_IN_FLIGHT' } })?.[0]?.code).toBe(
      'IN_PROGRESS',
    );
  });

  it('leaves failures a customer cannot act on as errors', () => {
    expect(userErrorsFrom(500, { error: { code: 'INTERNAL' } })).toBeUndefined();
    expect(userErrorsFrom(401, { error: { code: 'UNAUTHORIZED' } })).toBeUndefined();
    expect(userErrorsFrom(409, { error: { code: 'SOMETHING_NEW' } })).toBeUndefined();
    expect(userErrorsFrom(409, 'not json')).toBeUndefined();
  });
});
