import type { CityResolvers } from '../__generated__/resolvers-types.js';
import type { UpstreamCity } from '../../upstream/countriesApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type CityMapper = UpstreamCity;

export const City: CityResolvers = {
  latitude: (city) => city.lat,
  longitude: (city) => city.lng,
};
