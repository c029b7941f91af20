import { NavLink } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import touch from '../../components/touch/touch.module.css';
import { registrationUrl, sitePath, type SitePath } from './links';

export type NavKind = 'site' | 'business';

const navItems: Record<NavKind, SitePath[]> = {
  site: ['search', 'forBusiness', 'helpCenter', 'blog'],
  business: ['pricing', 'helpCenter'],
};

const labels: Partial<Record<SitePath, string>> = {
  search: 'nav.search',
  forBusiness: 'nav.forBusiness',
  pricing: 'nav.pricing',
  helpCenter: 'nav.helpCenter',
  blog: 'nav.blog',
};

/** The header's links; the business navigation adds registration in the manage app. */
export function NavLinks({
  kind,
  className,
  linkClassName,
  onNavigate,
}: {
  kind: NavKind;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const { prefix } = useLocale();
  const { manageUrl } = useShell().publicConfig;
  const linkClass = `${linkClassName ?? ''} ${touch.touchable}`;
  return (
    <ul className={className}>
      {navItems[kind].map((item) => (
        <li key={item}>
          <NavLink
            to={sitePath(prefix, item)}
            className={linkClass}
            onClick={() => {
              if (item === 'pricing') tracker.track('click_pricing_link', { from: 'header' });
              onNavigate?.();
            }}
          >
            <FormattedMessage id={labels[item]} />
          </NavLink>
        </li>
      ))}
      {kind === 'business' && (
        <li>
          <a
            href={registrationUrl(manageUrl)}
            className={linkClass}
            onClick={() => tracker.track('click_registration', { from: 'header' })}
          >
            <FormattedMessage id="business.register" />
          </a>
        </li>
      )}
    </ul>
  );
}
