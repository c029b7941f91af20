// Which redirect applies to a path (schema/site.ts, route_rules): an exact rule wins, then the
// prefix rule (`/salon/*`) with the longest prefix, whose remainder replaces a `*` ending the target.

export interface RouteRule {
  readonly source: string;
  readonly target: string;
  readonly isExternal: boolean;
  readonly statusCode: number;
}

export interface Redirect {
  readonly target: string;
  readonly external: boolean;
  readonly status: number;
}

/** The path alone: no query or fragment, no trailing slash (except the root). */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export function matchRouteRule(rules: readonly RouteRule[], path: string): Redirect | undefined {
  const wanted = normalizePath(path);
  const redirect = (rule: RouteRule, remainder?: string): Redirect => ({
    target:
      remainder !== undefined && rule.target.endsWith('*')
        ? rule.target.slice(0, -1) + remainder
        : rule.target,
    external: rule.isExternal,
    status: rule.statusCode,
  });

  const exact = rules.find((rule) => !rule.source.endsWith('/*') && rule.source === wanted);
  if (exact) return redirect(exact);

  let best: { rule: RouteRule; prefix: string } | undefined;
  for (const rule of rules) {
    if (!rule.source.endsWith('/*')) continue;
    const prefix = rule.source.slice(0, -1); // keeps the slash: `/salon/`
    if (!wanted.startsWith(prefix) || wanted.length === prefix.length) continue;
    if (!best || prefix.length > best.prefix.length) best = { rule, prefix };
  }
  return best ? redirect(best.rule, wanted.slice(best.prefix.length)) : undefined;
}
