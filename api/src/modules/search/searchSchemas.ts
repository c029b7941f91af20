// GET /search: venues of the project country by treatment or keyword, place, price, rating, day
// and distance (spec §2 Search).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CalendarDate, MoneyMinorUnits } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';

export const searchSorts = ['relevance', 'rating', 'price', 'distance'] as const;
export const searchPageSizeMax = 50;
export const servicesPerResult = 3;

export const SearchQuery = Type.Object({
  category: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'A treatment slug (haircut) or a treatment group slug (hair, meaning all its treatments). ' +
        'An unknown slug answers 404.',
    }),
  ),
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Keyword, matched case- and accent-insensitively against venue names, service names and ' +
        'treatment names (and their groups) in every language. A word no name holds is also read ' +
        'as the words it resembles (harcut: haircut), and words as those names split or join ' +
        'them (hair cut: haircut). Empty means no keyword.',
    }),
  ),
  city: Type.Optional(
    Type.String({ maxLength: 100, description: 'City slug; unknown in the country answers 404.' }),
  ),
  area: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'District slug within city (city is required with it); unknown answers 404.',
    }),
  ),
  priceMin: Type.Optional(MoneyMinorUnits({ description: 'Minor units; see priceMax.' })),
  priceMax: Type.Optional(
    MoneyMinorUnits({
      description:
        'Minor units. With priceMin: only venues with an active service (of the category, when ' +
        'given) priced in [priceMin, priceMax]; minPrice and services then keep to that range.',
    }),
  ),
  ratingMin: Type.Optional(
    Type.Number({ minimum: 0, maximum: 5, description: 'Average rating at least this.' }),
  ),
  date: Type.Optional(
    CalendarDate({
      description:
        'YYYY-MM-DD: only venues open on that local day (opening hours, not a closure); on the ' +
        "venue's today, only hours not yet over. Free slots are not checked here.",
    }),
  ),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(
    Type.Number({
      minimum: -180,
      maximum: 180,
      description: 'With lat: the point distanceKm is measured from (great circle, R = 6371 km).',
    }),
  ),
  radiusKm: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 20_000,
      description: 'Only venues at most this far from lat/lng (both required).',
    }),
  ),
  sort: Type.Enum(searchSorts, {
    default: 'relevance',
    description:
      'relevance: name matches of q first, then other matches of q, then matches of what q ' +
      'was read as; within each, featured, rating, review count; rating: best ' +
      'average first (unrated last); price: lowest minPrice first; distance: nearest first ' +
      '(needs lat/lng).',
  }),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: searchPageSizeMax, default: 20 }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResultService = component(
  'SearchResultService',
  Type.Object(
    {
      id: Type.String(),
      name: Type.String({ description: "In the request's language." }),
      price: Type.Integer({ description: 'Minor units of currency.' }),
      priceFrom: Type.Boolean(),
      currency: Type.String(),
      durationMinutes: Type.Integer(),
    },
    { additionalProperties: false },
  ),
);

export const SearchResult = component(
  'SearchResult',
  Type.Object(
    {
      id: Type.String({ description: 'The branch id (digits).' }),
      slug: Type.String(),
      name: Type.String(),
      photo: Type.Union(
        [
          Type.Object(
            {
              url: Type.String(),
              alt: Type.String(),
              width: Type.Integer(),
              height: Type.Integer(),
            },
            { additionalProperties: false },
          ),
          Type.Null(),
        ],
        { description: 'The cover photo.' },
      ),
      rating: Type.Object(
        {
          average: Type.Union([Type.Number(), Type.Null()]),
          count: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      address: Type.String(),
      city: Type.Object(
        { slug: Type.String(), title: Type.String() },
        { additionalProperties: false },
      ),
      area: Type.Union([
        Type.Object({ slug: Type.String(), title: Type.String() }, { additionalProperties: false }),
        Type.Null(),
      ]),
      location: Type.Object(
        { lat: Type.Number(), lng: Type.Number() },
        { additionalProperties: false, description: 'Where the venue is, for a map pin.' },
      ),
      distanceKm: Type.Union([Type.Number(), Type.Null()], {
        description: 'From lat/lng, 2 decimals; null without them.',
      }),
      services: Type.Array(ref(SearchResultService), {
        maxItems: servicesPerResult,
        description:
          'Up to 3 active services: of the category when given (and in the price range), those ' +
          'matching q first, then in menu order.',
      }),
      minPrice: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The lowest price among the same services as above (all of them, not just 3).',
      }),
      currency: Type.String(),
    },
    { additionalProperties: false },
  ),
);

export const SearchResults = component(
  'SearchResults',
  Type.Object(
    {
      items: Type.Array(ref(SearchResult)),
      total: Type.Integer({ minimum: 0, description: 'Matching venues on all pages.' }),
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  ),
);
export type SearchResults = Static<typeof SearchResults>;
