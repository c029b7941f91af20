import { useSearchParams } from 'react-router';
import { useLocale } from '../../app/locale';
import { safeReturnPath } from '../../app/navigation/returnPath';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { CityLinks } from '../../layouts/parts/PickerLinks';
import { home } from '../../routing/paths';

/**
 * /cities?to=…: the city picker of browsers without JavaScript (the header links here). Each city
 * is remembered (spec §4) and leads back to the page the visitor came from, in that city; a `to`
 * that is not a path on this site leads to the start page.
 */
export function Component() {
  const [params] = useSearchParams();
  const { prefix } = useLocale();
  const returnTo = safeReturnPath(params.get('to'), home(prefix));
  return (
    <PageFrame heading="citiesPage.heading" intro="citiesPage.intro">
      {/* Which page it leads back to is the visitor's own: nothing here for search engines. */}
      <meta name="robots" content="noindex, follow" />
      <CityLinks returnTo={returnTo} />
    </PageFrame>
  );
}
