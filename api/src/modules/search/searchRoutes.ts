import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import type { ValidationIssue } from '../../http/errors.js';
import { ApiError, notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { readingsIn } from '../../db/searchWords.js';
import { searchPatterns } from '../../text/searchText.js';
import { findCityId } from '../suggest/suggestQueries.js';
import { and, eq } from 'drizzle-orm';
import { areas, categories, cities } from '../../db/schema/index.js';
import { searchFacets } from './facetQueries.js';
import type { FacetFilter } from './facetQueries.js';
import { FacetArea, FacetCity, FacetsQuery, FacetTreatment, SearchFacets } from './facetSchemas.js';
import { categoryIdsOf, findAreaId, searchBranches } from './searchQueries.js';
import type { SearchFilter } from './searchQueries.js';
import { SearchQuery, SearchResult, SearchResults, SearchResultService } from './searchSchemas.js';
import type { SearchQuery as SearchQueryType } from './searchSchemas.js';

/** Rules between query values the schema cannot express. */
export function queryIssues(query: SearchQueryType): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const issue = (field: string, message: string) =>
    issues.push({ location: 'querystring', field, message });
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  if ((query.lat === undefined) !== (query.lng === undefined))
    issue(query.lat === undefined ? 'lat' : 'lng', 'lat and lng must be given together');
  if (query.radiusKm !== undefined && !hasPoint) issue('radiusKm', 'needs lat and lng');
  if (query.sort === 'distance' && !hasPoint) issue('sort', 'distance needs lat and lng');
  if (query.area && !query.city) issue('area', 'needs city');
  if (
    query.priceMin !== undefined &&
    query.priceMax !== undefined &&
    query.priceMin > query.priceMax
  )
    issue('priceMax', 'must not be below priceMin');
  return issues;
}

export const searchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(SearchResultService);
  app.addSchema(SearchResult);
  app.addSchema(SearchResults);
  app.addSchema(FacetTreatment);
  app.addSchema(FacetCity);
  app.addSchema(FacetArea);
  app.addSchema(SearchFacets);

  app.get(
    '/search/facets',
    {
      schema: {
        operationId: 'getSearchFacets',
        tags: ['search'],
        summary: 'Treatments, cities and districts with venues, and the names of those asked',
        headers: CallerHeaders,
        querystring: FacetsQuery,
        response: {
          200: ref(SearchFacets, 'Counts of venues per treatment, city and district.'),
          404: ref(ErrorBody, 'category, city or area names nothing there (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const { category: categorySlug, city: citySlug, area: areaSlug } = request.query;
      if (areaSlug && !citySlug)
        throw new ApiError(400, 'VALIDATION', 'querystring/area needs city', [
          { location: 'querystring', field: 'area', message: 'needs city' },
        ]);
      const filter: { -readonly [K in keyof FacetFilter]: FacetFilter[K] } = { country };
      if (categorySlug) {
        const [category] = await db
          .select()
          .from(categories)
          .where(eq(categories.slug, categorySlug));
        if (!category) throw notFound(`Unknown category ${categorySlug}`);
        filter.category = category;
        filter.categoryIds = await categoryIdsOf(db, categorySlug);
      }
      if (citySlug) {
        const [city] = await db
          .select()
          .from(cities)
          .where(and(eq(cities.countryCode, country), eq(cities.slug, citySlug)));
        if (!city) throw notFound(`Unknown city ${citySlug} in ${country}`);
        filter.city = city;
        if (areaSlug) {
          const [area] = await db
            .select()
            .from(areas)
            .where(and(eq(areas.cityId, city.id), eq(areas.slug, areaSlug)));
          if (!area) throw notFound(`Unknown area ${areaSlug} in ${citySlug}`);
          filter.area = area;
        }
      }
      return searchFacets(db, filter, language);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        operationId: 'searchBranches',
        tags: ['search'],
        summary: 'Venues of the project country by treatment, keyword, place and filters',
        headers: CallerHeaders,
        querystring: SearchQuery,
        response: {
          200: ref(SearchResults, 'One page of venues with the total.'),
          404: ref(ErrorBody, 'category, city or area names nothing there (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const query = request.query;
      const issues = queryIssues(query);
      if (issues.length > 0)
        throw new ApiError(
          400,
          'VALIDATION',
          issues.map((i) => `querystring/${i.field} ${i.message}`).join(', '),
          issues,
        );

      const filter: { -readonly [K in keyof SearchFilter]: SearchFilter[K] } = { country };
      if (query.category) {
        const ids = await categoryIdsOf(db, query.category);
        if (!ids) throw notFound(`Unknown category ${query.category}`);
        filter.categoryIds = ids;
      }
      if (query.city) {
        filter.cityId = await findCityId(db, country, query.city);
        if (filter.cityId === undefined) throw notFound(`Unknown city ${query.city} in ${country}`);
        if (query.area) {
          filter.areaId = await findAreaId(db, filter.cityId, query.area);
          if (filter.areaId === undefined)
            throw notFound(`Unknown area ${query.area} in ${query.city}`);
        }
      }
      if (query.q && query.q.trim()) {
        const patterns = searchPatterns(query.q);
        // Only punctuation: nothing can match.
        if (!patterns) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
        const readings = await readingsIn(db, 'catalog', patterns.folded);
        filter.keyword = {
          text: query.q,
          patterns,
          readings: readings.map(searchPatterns).filter((reading) => reading !== undefined),
        };
      }
      filter.priceMin = query.priceMin;
      filter.priceMax = query.priceMax;
      filter.ratingMin = query.ratingMin;
      filter.date = query.date;
      filter.now = new Date();
      if (query.lat !== undefined && query.lng !== undefined)
        filter.from = { lat: query.lat, lng: query.lng };
      filter.radiusKm = query.radiusKm;

      return searchBranches(db, filter, query, language);
    },
  );
};
