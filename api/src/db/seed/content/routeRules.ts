// Redirects of old addresses (an earlier site's URLs) and of pages that live elsewhere.
import type { RouteRuleSeed } from './types.js';

export const routeRules: readonly RouteRuleSeed[] = [
  { source: '/salon/*', target: '/company/*', statusCode: 301 },
  { source: '/booking/*', target: '/book-now/*', statusCode: 301 },
  { source: '/faq', target: '/help-center', statusCode: 301 },
  { source: '/business', target: '/for-business', statusCode: 301 },
  { source: '/cenovnik', target: '/pricing', statusCode: 301 },
  { source: '/blog/tag/*', target: '/blog', statusCode: 302 },
  { source: '/careers', target: 'https://jobs.termin.app', statusCode: 302 },
  { source: '/partners', target: 'https://manage.termin.app', statusCode: 302 },
];
