import { describe, expect, it } from 'vitest';
import { initials, loginUrl, sessionState } from './session';

describe('initials (spec §3)', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials({ firstName: 'ana', lastName: 'Petrović' })).toBe('AP');
  });
  it('uses the first name alone when there is no last name', () => {
    expect(initials({ firstName: 'Marko' })).toBe('M');
    expect(initials({ firstName: 'Marko', lastName: ' ' })).toBe('M');
  });
  it('is empty without a first name', () => {
    expect(initials({ firstName: '', lastName: 'Petrović' })).toBe('');
    expect(initials(null)).toBe('');
  });
});

describe('sessionState', () => {
  it('derives logged in, loaded and loading', () => {
    expect(sessionState(false, null)).toEqual({
      userLoggedIn: false,
      userLoaded: false,
      userLoading: false,
    });
    expect(sessionState(true, null).userLoading).toBe(true);
    expect(sessionState(true, { firstName: 'Ana' })).toEqual({
      userLoggedIn: true,
      userLoaded: true,
      userLoading: false,
    });
  });
});

describe('loginUrl', () => {
  it('starts the login flow on bff with the way back', () => {
    expect(loginUrl('/en/profile/settings?tab=1')).toBe(
      '/auth/login?type=login&redirect=%2Fen%2Fprofile%2Fsettings%3Ftab%3D1',
    );
  });
});
