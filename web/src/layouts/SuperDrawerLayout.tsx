import { useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import { useLocale } from '../app/locale';
import { Drawer } from '../components/drawer/Drawer';
import { sitePath } from './parts/links';

/** super-drawer-layout: internal booking pages in a drawer over the page. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { prefix } = useLocale();
  return (
    <div data-layout="super-drawer-layout">
      <Drawer
        label={intl.formatMessage({ id: 'booking.title' })}
        closeLabel={intl.formatMessage({ id: 'drawer.close' })}
        onClose={() => void navigate(sitePath(prefix, 'home'))}
      >
        <main>
          <Outlet />
        </main>
      </Drawer>
    </div>
  );
}
