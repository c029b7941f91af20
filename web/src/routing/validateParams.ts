import type { RouteHandle } from './handle';
import { plainSegment } from './urlValues';

/** Whether every param of the page route passes its rule (its own, or "a plain segment"). */
export function paramsAreValid(
  params: Record<string, string | undefined>,
  handle: RouteHandle | undefined,
): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (name === 'locale' || name === '*' || value === undefined) return true;
    const rule = handle?.params?.[name] ?? plainSegment;
    return rule instanceof RegExp ? rule.test(value) : plainSegment.test(value) && rule(value);
  });
}
