import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { telHref } from '../../components/support-contact/SupportContact';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { cityLine } from './cityLine';
import { LanguagePicker } from './LanguagePicker';
import { sitePath, type SitePath } from './links';
import styles from './SiteFooter.module.css';

const groups: Array<{ title: string; links: Array<[SitePath, string]> }> = [
  {
    title: 'footer.customers',
    links: [
      ['search', 'nav.search'],
      ['blog', 'nav.blog'],
      ['helpCenter', 'nav.helpCenter'],
      ['promo', 'nav.promo'],
    ],
  },
  {
    title: 'footer.business',
    links: [
      ['forBusiness', 'nav.forBusiness'],
      ['pricing', 'nav.pricing'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['terms', 'nav.terms'],
      ['privacy', 'nav.privacy'],
      ['cookiePolicy', 'nav.cookiePolicy'],
      ['license', 'nav.license'],
      ['sitemap', 'nav.sitemap'],
    ],
  },
];

/** The site footer: sections, contacts and social links of the public config, language. */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const { supportEmail, supportPhone, social, address } = useShell().publicConfig;
  return (
    <footer className={styles.footer}>
      {!compact && (
        <div className={styles.columns}>
          {groups.map((group) => (
            <nav key={group.title} aria-label={intl.formatMessage({ id: group.title })}>
              <h2 className={styles.title}>
                <FormattedMessage id={group.title} />
              </h2>
              <ul className={styles.list}>
                {group.links.map(([path, label]) => (
                  <li key={path}>
                    <Link
                      to={sitePath(prefix, path)}
                      onClick={
                        path === 'pricing'
                          ? () => tracker.track('click_pricing_link', { from: 'footer' })
                          : undefined
                      }
                    >
                      <FormattedMessage id={label} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.title}>
              <FormattedMessage id="footer.contact" />
            </h2>
            <ul className={styles.list}>
              <li>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
              <li>
                <a href={telHref(supportPhone)}>{supportPhone}</a>
              </li>
              <li>
                <address className={styles.address}>
                  {address.street}
                  <br />
                  {cityLine(address)}
                </address>
              </li>
              {Object.entries(social).map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer">
                    <FormattedMessage id={`footer.social.${network}`} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <div className={styles.bottom}>
        <span>
          <FormattedMessage id="layout.footer" values={{ year: new Date().getFullYear() }} />
        </span>
        <LanguagePicker />
      </div>
    </footer>
  );
}
