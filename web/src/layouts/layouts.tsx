// The eager layouts: the start page, search and company pages are in the first bundle, and so is
// the error layout, which any page can fall into.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageCityContext } from '../app/city/CityContext';
import { useSearchPageCity } from '../pages/search/searchPageCity';
import type { LayoutName } from '../routing/handle';
import styles from './Layout.module.css';
import { SiteFooter } from './parts/SiteFooter';
import { SiteHeader, type SiteHeaderProps } from './parts/SiteHeader';

/** Header, main and footer: the frame most layouts share. */
export function LayoutFrame({
  name,
  header,
  footer = <SiteFooter />,
  mainClassName,
  className,
  children = <Outlet />,
}: {
  name: LayoutName;
  header?: SiteHeaderProps | null;
  footer?: ReactNode;
  mainClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.page} ${className ?? ''}`} data-layout={name}>
      {header !== null && <SiteHeader {...header} />}
      <main className={`${styles.main} ${mainClassName ?? ''}`}>{children}</main>
      {footer}
    </div>
  );
}

/** start-page: the hero header over the start page, with the city picker. */
export function StartPageLayout() {
  return (
    <LayoutFrame
      name="start-page"
      className={styles.hero}
      header={{ cityPicker: true, transparent: true }}
    />
  );
}

/** marketplace-search: search results, wide, with the city picker. */
export function MarketplaceSearchLayout() {
  // Its pickers show the city of the results, and the header's changes it.
  return (
    <PageCityContext value={useSearchPageCity()}>
      <LayoutFrame
        name="marketplace-search"
        header={{ cityPicker: true }}
        mainClassName={styles.wide}
      />
    </PageCityContext>
  );
}

/** partner-business-page: a venue's own pages. */
export function PartnerBusinessPageLayout() {
  return <LayoutFrame name="partner-business-page" header={{}} mainClassName={styles.wide} />;
}

/** error: the error page's plain frame. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="error" header={{ nav: 'none' }} footer={<SiteFooter compact />}>
      {children}
    </LayoutFrame>
  );
}
