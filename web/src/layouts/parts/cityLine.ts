import type { OfficeAddress } from '../../server/contract';

/** The postal code and city as the country writes them on an envelope ("11000 Beograd"). */
export const cityLine = ({ postalCode, city, country }: OfficeAddress) =>
  country === 'RU' ? `${postalCode}, ${city}` : `${postalCode} ${city}`;
