/** The blog list's place from its URL: ?page=N (from 1) and ?tag=slug. */
export function blogListState(search: URLSearchParams): { page: number; tag: string | null } {
  const page = Number(search.get('page') ?? '1');
  const tag = search.get('tag')?.trim() || null;
  return { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1, tag };
}

/** The list URL for a page and tag; page 1 and no tag stay off the URL (one canonical each). */
export function blogListHref(base: string, page: number, tag: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one,
 * with null for each gap.
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 2) items.push(page);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}
