// GET /search/facets: what a search page and the start page link to — the treatments, cities and
// districts that have venues, with how many — and the names of the category, city and area asked.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';

export const FacetsQuery = Type.Object({
  category: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'A treatment or group slug; cities and areas then count its venues only.',
    }),
  ),
  city: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'City slug; treatments and areas then count its venues only.',
    }),
  ),
  area: Type.Optional(Type.String({ maxLength: 100, description: 'District slug (needs city).' })),
});
export type FacetsQuery = Static<typeof FacetsQuery>;

export const FacetTreatment = component(
  'FacetTreatment',
  Type.Object(
    {
      slug: Type.String(),
      title: Type.String({ description: "In the request's language." }),
      parent: Type.Union([Type.String(), Type.Null()], {
        description: "The group's slug for a treatment; null for a group.",
      }),
      venueCount: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);

export const FacetCity = component(
  'FacetCity',
  Type.Object(
    {
      value: Type.String({ description: 'The city slug.' }),
      title: Type.String(),
      lat: Type.Number(),
      lng: Type.Number(),
      timeZone: Type.String(),
      venueCount: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);

export const FacetArea = component(
  'FacetArea',
  Type.Object(
    {
      slug: Type.String(),
      title: Type.String(),
      venueCount: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);

export const SearchFacets = component(
  'SearchFacets',
  Type.Object(
    {
      category: Type.Union([ref(FacetTreatment), Type.Null()], {
        description: 'The category asked for (its venueCount within city), or null.',
      }),
      parentCategory: Type.Union([ref(FacetTreatment), Type.Null()], {
        description: "The asked treatment's group, the broader search, or null.",
      }),
      city: Type.Union([ref(FacetCity), Type.Null()]),
      area: Type.Union([ref(FacetArea), Type.Null()]),
      categories: Type.Array(ref(FacetTreatment), {
        description:
          'Groups and treatments with at least one venue (in city, area when given), each group ' +
          'followed by its treatments, in curated order.',
      }),
      cities: Type.Array(ref(FacetCity), {
        description:
          'Cities of the country with at least one venue (of category when given), most venues ' +
          'first; with city, the others by distance from it.',
      }),
      areas: Type.Array(ref(FacetArea), {
        description: 'Districts of city with venues (of category when given); empty without city.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type SearchFacets = Static<typeof SearchFacets>;
