import type {
  AreaFacetResolvers,
  CityFacetResolvers,
  SearchFacetsResolvers,
  TreatmentFacetResolvers,
} from '../__generated__/resolvers-types.js';
import type {
  UpstreamFacetArea,
  UpstreamFacetCity,
  UpstreamFacetTreatment,
  UpstreamSearchFacets,
} from '../../upstream/searchApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type SearchFacetsMapper = UpstreamSearchFacets;
export type TreatmentFacetMapper = UpstreamFacetTreatment;
export type CityFacetMapper = UpstreamFacetCity;
export type AreaFacetMapper = UpstreamFacetArea;

export const SearchFacets: SearchFacetsResolvers = {
  treatment: (facets) => facets.category,
  broaderTreatment: (facets) => facets.parentCategory,
  treatments: (facets) => facets.categories,
};

export const TreatmentFacet: TreatmentFacetResolvers = {
  parentSlug: (treatment) => treatment.parent,
};

// A facet city is an upstream city with its count: it is its own City.
export const CityFacet: CityFacetResolvers = {
  city: (city) => city,
};

export const AreaFacet: AreaFacetResolvers = {
  area: (area) => ({ slug: area.slug, title: area.title }),
};
