import type { CityResolvers } from '../__generated__/resolvers-types.js';

export const City: CityResolvers = {
  latitude: (city) => city.lat,
  longitude: (city) => city.lng,
};
