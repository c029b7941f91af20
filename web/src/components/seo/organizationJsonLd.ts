import type { PublicConfig } from '../../server/contract';
import type { JsonLd } from './Seo';

/** Termin as the publisher of its articles: the name and logo search engines ask of one. */
export function publisherJsonLd(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    name: 'Termin',
    // Search engines take a raster logo only (web/scripts/icons.mjs draws it).
    logo: { '@type': 'ImageObject', url: `${siteUrl}/icon-512.png`, width: 512, height: 512 },
  };
}

type OrganizationFacts = Pick<
  PublicConfig,
  'siteUrl' | 'address' | 'supportEmail' | 'supportPhone' | 'social'
>;

/** Termin in the project country, for the start page: its office and support line. */
export function organizationJsonLd(config: OrganizationFacts): JsonLd {
  const { street, postalCode, city, country } = config.address;
  return {
    ...publisherJsonLd(config.siteUrl),
    url: config.siteUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: city,
      addressCountry: country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: config.supportEmail,
      telephone: config.supportPhone,
    },
    sameAs: Object.values(config.social),
  };
}
