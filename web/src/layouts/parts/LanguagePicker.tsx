import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Select } from '../../components/select/Select';
import { cookieNames, writeBrowserCookie } from '../../app/cookies';
import { prefixesFor, useLocale, type RoutePrefix } from '../../app/locale';
import { useShell } from '../../app/shell';
import { withPrefix } from './pickerPaths';

/** Switches the locale and remembers it in the locale cookie (spec §4: kept across visits). */
export function LanguagePicker({ className }: { className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { prefix } = useLocale();
  const { region } = useShell().publicConfig;
  const options = prefixesFor(region).map((value) => ({
    value,
    label: intl.formatMessage({ id: `language.${value}` }),
  }));
  return (
    <Select
      className={className}
      label={intl.formatMessage({ id: 'picker.language' })}
      options={options}
      value={prefix}
      onChange={(value) => {
        const next = value as RoutePrefix;
        writeBrowserCookie(cookieNames.locale, next);
        void navigate(withPrefix(pathname, search, next));
      }}
    />
  );
}
