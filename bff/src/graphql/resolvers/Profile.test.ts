import { describe, expect, it } from 'vitest';
import { onePerField, profilePatch } from './Profile.js';

describe('profilePatch', () => {
  it('passes given fields trimmed and leaves absent or null ones out', () => {
    expect(
      profilePatch({
        firstName: ' Ana ',
        email: ' ana@example.test ',
        language: 'sr',
        phone: null,
      }),
    ).toEqual({ firstName: 'Ana', email: 'ana@example.test', language: 'sr' });
  });

  it('clears lastName and phone when they are empty, but sends an empty firstName to be refused', () => {
    expect(profilePatch({ lastName: ' ', phone: '', firstName: '' })).toEqual({
      lastName: null,
      phone: null,
      firstName: '',
    });
  });
});

describe('onePerField', () => {
  it('keeps one error per field and code', () => {
    const error = (field: string | null) => ({
      code: 'VALIDATION' as const,
      message: 'x',
      field,
      cancellableUntil: null,
    });
    expect(onePerField([error('phone'), error('phone'), error('email'), error(null)])).toEqual([
      error('phone'),
      error('email'),
      error(null),
    ]);
  });
});
