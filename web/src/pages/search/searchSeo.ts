import { useIntl } from 'react-intl';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { breadcrumbList, useCanonicalUrl, type SeoProps } from '../../components/seo/Seo';
import { businessPage } from '../../routing/paths';
import type { SearchLoaderData } from './searchLoader';
import { searchHref, treatmentHref, type SearchState } from './searchState';

type Facets = SearchLoaderData['facets'];
type Results = SearchLoaderData['results'];

/** The heading, head tags and breadcrumbs of a search page, from what was asked. */
export function useSearchSeo(state: SearchState, facets: Facets, results: Results) {
  const intl = useIntl();
  const { prefix, language } = useLocale();
  const { siteUrl } = useShell().publicConfig;
  const canonical = useCanonicalUrl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `searchPage.${id}` }, values);

  const what = facets.treatment?.title ?? state.text;
  const where = facets.area
    ? `${facets.area.area.title}, ${facets.city?.city.title ?? ''}`
    : facets.city?.city.title;
  const heading = what
    ? where
      ? t(facets.treatment ? 'heading.treatmentIn' : 'heading.textIn', { what, where })
      : t(facets.treatment ? 'heading.treatment' : 'heading.text', { what })
    : where
      ? t('heading.allIn', { where })
      : t('heading.all');
  const pageSuffix = results.page > 1 ? ` — ${t('pageLabel', { page: results.page })}` : '';
  const description =
    results.total > 0
      ? t('description', { count: results.total, heading })
      : t('descriptionEmpty', { heading });

  const home = { name: t('home'), href: localizedPath(prefix, '/') };
  const crumbs = [home];
  const city = facets.city?.city;
  if (city)
    crumbs.push({
      name: city.title,
      href: searchHref(prefix, language, blank({ city: city.value })),
    });
  if (facets.broaderTreatment && city)
    crumbs.push({
      name: facets.broaderTreatment.title,
      href: treatmentHref(prefix, language, facets.broaderTreatment.slug, city.value),
    });
  if (facets.treatment)
    crumbs.push({
      name: facets.treatment.title,
      href: treatmentHref(prefix, language, facets.treatment.slug, city?.value),
    });
  if (facets.area && facets.treatment && city)
    crumbs.push({
      name: facets.area.area.title,
      href: treatmentHref(
        prefix,
        language,
        facets.treatment.slug,
        city.value,
        facets.area.area.slug,
      ),
    });
  if (!facets.treatment && state.text)
    crumbs.push({ name: heading, href: searchHref(prefix, language, { ...state, page: 1 }) });
  // The trail ends at this very page (rich results ask its last item be the canonical URL): the
  // whole list when nothing narrows it, the page number past the first.
  if (crumbs.length === 1) crumbs.push({ name: heading, href: canonical.slice(siteUrl.length) });
  if (results.page > 1)
    crumbs.push({
      name: t('pageLabel', { page: results.page }),
      href: canonical.slice(siteUrl.length),
    });

  const head: SeoProps = {
    title: `${heading}${pageSuffix} | Termin`,
    description,
    noindex: results.total === 0,
    jsonLd: [
      breadcrumbList(
        crumbs.map((crumb, index) => ({
          name: crumb.name,
          url: index === crumbs.length - 1 ? canonical : `${siteUrl}${crumb.href}`,
        })),
      ),
      ...(results.items.length > 0
        ? [
            {
              '@type': 'ItemList',
              name: heading,
              numberOfItems: results.total,
              itemListElement: results.items.map((item, index) => ({
                '@type': 'ListItem',
                position: (results.page - 1) * results.pageSize + index + 1,
                name: item.name,
                url: `${siteUrl}${businessPage(prefix, { slug: item.slug })}`,
              })),
            },
          ]
        : []),
    ],
  };
  return { heading, head, breadcrumbs: crumbs };
}

function blank(values: Partial<SearchState>): SearchState {
  return { kind: 'search', sort: 'relevance', page: 1, filters: {}, ...values };
}
