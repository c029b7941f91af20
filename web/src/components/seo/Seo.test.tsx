// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../app/locale';
import { ShellContext, type Shell } from '../../app/shell';
import { breadcrumbList, defaultShareImage, scriptSafeJson, Seo } from './Seo';

describe('scriptSafeJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('breadcrumbList', () => {
  it('numbers the items from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Termin', url: 'https://termin.rs/sr' },
        { name: 'Blog', url: 'https://termin.rs/sr/blog' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Termin', item: 'https://termin.rs/sr' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://termin.rs/sr/blog' },
      ],
    });
  });
});

describe('Seo: Open Graph', () => {
  const shell = {
    publicConfig: { siteUrl: 'https://termin.test', region: 'rs', hreflangs: {} },
    session: { loggedIn: false },
    assets: { scripts: [], styles: [] },
  } as unknown as Shell;

  function renderSeo(image?: string) {
    const router = createMemoryRouter(
      [{ path: '/sr-RS/blog', element: <Seo title="Blog" description="Priče" image={image} /> }],
      { initialEntries: ['/sr-RS/blog'] },
    );
    render(
      <ShellContext value={shell}>
        <LocaleContext value={{ prefix: 'sr-RS', language: 'sr' }}>
          <RouterProvider router={router} />
        </LocaleContext>
      </ShellContext>,
    );
    const meta = (property: string) =>
      [...document.head.querySelectorAll(`meta[property="${property}"]`)].map((element) =>
        element.getAttribute('content'),
      );
    return { meta };
  }

  afterEach(cleanup);

  it("names the page's locale and the site's others", () => {
    const { meta } = renderSeo();
    expect(meta('og:locale')).toEqual(['sr_RS']);
    expect(meta('og:locale:alternate')).toEqual(['en_US']);
  });

  it("shares the site's image unless the page has its own", () => {
    expect(renderSeo().meta('og:image')).toEqual([`https://termin.test${defaultShareImage}`]);
    cleanup();
    expect(renderSeo('https://img.test/cover.jpg').meta('og:image')).toEqual([
      'https://img.test/cover.jpg',
    ]);
  });
});
