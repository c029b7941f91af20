/** A treatment of the search facets, as GraphQL answers it (title = slug, one venue). */
export const treatmentFacet = (slug: string, parentSlug: string | null) => ({
  __typename: 'TreatmentFacet' as const,
  slug,
  title: slug,
  parentSlug,
  venueCount: 1,
});
