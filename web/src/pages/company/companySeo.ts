import type { IntlShape } from 'react-intl';
import { localizedPath, type RoutePrefix } from '../../app/locale';
import { bookNow, bookService, bookWithMaster } from '../../routing/paths';
import { breadcrumbList, type JsonLd } from '../../components/seo/Seo';
import { localBusiness, type BranchFacts } from './companyJsonLd';

/** The site paths a company page links to, under the locale prefix. */
export function companyPaths(prefix: RoutePrefix, slug: string) {
  const page = localizedPath(prefix, `/company/${encodeURIComponent(slug)}`);
  const booking = bookNow(prefix, slug);
  return {
    home: localizedPath(prefix, '/'),
    page,
    reviews: `${page}/reviews`,
    booking,
    /** A service's booking, the service chosen. */
    bookService: (serviceId: string) => bookService(prefix, slug, serviceId),
    /** A specialist's booking, the specialist chosen (the flow's `m`). */
    bookWithMaster: (masterId: string) => bookWithMaster(prefix, slug, masterId),
    /** The venue's group classes and events (spec §2 /book-now/{slug}/group). */
    groupClasses: `${booking}/group`,
    /** Its gift cards (spec §2 /book-now/{slug}/gifts). */
    giftCards: `${booking}/gifts`,
    /** hubSearch in the branch's city (spec §2: c is the city). */
    city: (city: string) => localizedPath(prefix, `/search?c=${encodeURIComponent(city)}`),
  };
}
export type CompanyPaths = ReturnType<typeof companyPaths>;

/** Descriptions stay under the length search engines show. */
export const descriptionLength = 155;

export function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:]$/, '')}…`;
}

/** The meta description: the venue's own words, else a sentence made from its facts. */
export function companyDescription(
  intl: IntlShape,
  branch: { name: string; about?: string | null; address: string; city: { title: string } },
): string {
  const text =
    branch.about ??
    intl.formatMessage(
      { id: 'company.seo.description' },
      { name: branch.name, address: branch.address, city: branch.city.title },
    );
  return shorten(text, descriptionLength);
}

/** The company page's JSON-LD: the business and the breadcrumb trail. */
export function companyJsonLd(
  intl: IntlShape,
  siteUrl: string,
  paths: CompanyPaths,
  branch: BranchFacts & { city: { slug: string; title: string } },
): JsonLd[] {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  return [
    localBusiness(branch, { page: absolute(paths.page), image: absolute }),
    breadcrumbList([
      { name: intl.formatMessage({ id: 'company.breadcrumbs.home' }), url: absolute(paths.home) },
      { name: branch.city.title, url: absolute(paths.city(branch.city.slug)) },
      { name: branch.name, url: absolute(paths.page) },
    ]),
  ];
}
