import { useMatches } from 'react-router';
import { leafHandle } from '../app/routing/handle';

/** The name of the route being shown (spec §2 route names). */
export function useRouteName(): string {
  return leafHandle(useMatches())?.name ?? '';
}
