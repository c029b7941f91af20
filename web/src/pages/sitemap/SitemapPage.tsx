import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useLocale } from '../../app/locale';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sitePath, type SitePath } from '../../layouts/parts/links';

const sections: Array<[SitePath, string]> = [
  ['home', 'sitemapPage.home'],
  ['search', 'nav.search'],
  ['forBusiness', 'nav.forBusiness'],
  ['pricing', 'nav.pricing'],
  ['helpCenter', 'nav.helpCenter'],
  ['blog', 'nav.blog'],
  ['promo', 'nav.promo'],
  ['terms', 'nav.terms'],
  ['privacy', 'nav.privacy'],
  ['cookiePolicy', 'nav.cookiePolicy'],
  ['license', 'nav.license'],
];

/** /sitemap, /sitemap/{pageIndex}, /sitemap/{country}/{pageIndex}: the site's pages as links. */
export function Component() {
  const { prefix } = useLocale();
  const { pageIndex = '1' } = useParams();
  return (
    <PageFrame heading="sitemapPage.heading" intro="sitemapPage.intro" values={{ page: pageIndex }}>
      <ul>
        {sections.map(([path, label]) => (
          <li key={path}>
            <Link to={sitePath(prefix, path)}>
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
