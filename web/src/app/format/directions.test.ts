import { describe, expect, it } from 'vitest';
import { directionsToAddress, directionsUrl } from './directions';

describe('directions (issue 42 item 23)', () => {
  it('open Yandex Maps in the ru region and Google Maps elsewhere', () => {
    expect(directionsUrl(56.84, 60.6, 'ru')).toBe(
      'https://yandex.ru/maps/?rtext=~56.84,60.6&rtt=auto',
    );
    expect(directionsUrl(44.8, 20.47, 'eu')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=44.8,20.47',
    );
    expect(directionsToAddress('Салон, Ленина 1, Екатеринбург', 'ru')).toMatch(
      /^https:\/\/yandex\.ru\/maps\/\?text=%D0%A1/,
    );
    expect(directionsToAddress('Salon Lotus, Njegoševa 45, Beograd', 'eu')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Salon%20Lotus/,
    );
  });
});
