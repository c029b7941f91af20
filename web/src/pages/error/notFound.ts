import { data } from 'react-router';

/** spec §8: no route matches → 404 with "Page not found: {path}" and the path in its data. */
export function notFound(request: Request): never {
  const path = new URL(request.url).pathname;
  throw data({ message: `Page not found: ${path}`, path }, { status: 404 });
}
