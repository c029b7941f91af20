import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { breadcrumbList, type JsonLd } from '../../components/seo/Seo';

/** Absolute URLs of site paths in the page's locale, for JSON-LD and Open Graph. */
export function useSiteUrl() {
  const { siteUrl } = useShell().publicConfig;
  const { prefix } = useLocale();
  return (path: string) => `${siteUrl}${localizedPath(prefix, path)}`;
}

/** schema.org BreadcrumbList from the start page (the project's name) through (name, path) pairs. */
export function useBreadcrumbs(items: readonly { name: string; path: string }[]): JsonLd {
  const { projectName } = useShell().publicConfig;
  const url = useSiteUrl();
  return breadcrumbList([
    { name: projectName, url: url('/') },
    ...items.map((item) => ({ name: item.name, url: url(item.path) })),
  ]);
}

/** An api image path on the assets host as an absolute URL for link previews. */
export function absoluteImage(siteUrl: string, url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
