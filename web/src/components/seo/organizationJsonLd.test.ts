import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './organizationJsonLd';

describe('organizationJsonLd', () => {
  it("describes Termin by the project country's office and support line", () => {
    expect(
      organizationJsonLd({
        siteUrl: 'https://termin.ru',
        address: { street: 'ул. Тверская, 7', postalCode: '125009', city: 'Москва', country: 'RU' },
        supportEmail: 'support@termin.app',
        supportPhone: '+7 495 000-00-00',
        social: { instagram: 'https://www.instagram.com/termin.app' },
      }),
    ).toEqual({
      '@type': 'Organization',
      name: 'Termin',
      url: 'https://termin.ru',
      logo: {
        '@type': 'ImageObject',
        url: 'https://termin.ru/icon-512.png',
        width: 512,
        height: 512,
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Тверская, 7',
        postalCode: '125009',
        addressLocality: 'Москва',
        addressCountry: 'RU',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: 'support@termin.app',
        telephone: '+7 495 000-00-00',
      },
      sameAs: ['https://www.instagram.com/termin.app'],
    });
  });
});
