/** The same URL with the branch's own slug, or null when it already has it. */
export function canonicalSlugPath(request: Request, slug: string | undefined, own: string) {
  if (slug === own) return null;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/company\/[^/]+/, `/company/${encodeURIComponent(own)}`);
  return `${path}${url.search}`;
}
