import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../server/contract';
import { Alternates } from './AppShell';
import { ShellContext, type Shell } from './shell';

/** The alternates a public page lists, as hreflang → href. */
function alternates(
  region: 'eu' | 'ru',
  hreflangs: Record<string, string>,
  page: {
    pathname: string;
    search: string;
    indexParams?: string[];
    languages?: ('en' | 'sr' | 'ru')[];
  } = {
    pathname: '/en/pricing',
    search: '?x=1',
  },
) {
  const shell = {
    assets: { scripts: [], styles: [] },
    publicConfig: { siteUrl: 'https://termin.test', region, hreflangs } as unknown as PublicConfig,
    session: { loggedIn: false },
  } as unknown as Shell;
  const html = renderToStaticMarkup(
    <ShellContext value={shell}>
      <Alternates {...page} />
    </ShellContext>,
  );
  return [...html.matchAll(/hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);
}

describe('hreflang alternates of a public page (issue 5, spec §1 public config hreflangs)', () => {
  const hreflangs = { en: 'en', 'sr-RS': 'sr-RS' };

  it('list ru where the deployment offers Russian (the ru region), like the sitemap does', () => {
    expect(alternates('ru', hreflangs)).toEqual([
      ['en', 'https://termin.test/en/pricing'],
      ['sr-RS', 'https://termin.test/sr-RS/pricing'],
      ['ru', 'https://termin.test/ru/pricing'],
      ['x-default', 'https://termin.test/en/pricing'],
    ]);
  });

  it('list only en and sr-RS in the eu region, whatever the config names', () => {
    expect(alternates('eu', { ...hreflangs, ru: 'ru' }).map(([lang]) => lang)).toEqual([
      'en',
      'sr-RS',
      'x-default',
    ]);
  });

  it('list only its own language for a page written in one (a Serbian campaign, issue 45)', () => {
    expect(
      alternates('ru', hreflangs, {
        pathname: '/sr-RS/prvi-termin',
        search: '',
        languages: ['sr'],
      }),
    ).toEqual([
      ['sr-RS', 'https://termin.test/sr-RS/prvi-termin'],
      ['x-default', 'https://termin.test/sr-RS/prvi-termin'],
    ]);
  });

  it('use the hreflang the public config gives a locale', () => {
    expect(alternates('eu', { en: 'en-US', 'sr-RS': 'sr-Latn-RS' }).map(([lang]) => lang)).toEqual([
      'en-US',
      'sr-Latn-RS',
      'x-default',
    ]);
  });

  it("keep only the params that make a distinct page, and a listing's word in each language", () => {
    const listing = {
      pathname: '/sr-RS/bt/hair/in/beograd',
      search: '?sort=price&page=2&utm_source=mail',
      indexParams: ['s', 'c', 'page'],
    };
    expect(alternates('ru', hreflangs, listing)).toEqual([
      ['en', 'https://termin.test/en/bt/hair/in/beograd?page=2'],
      ['sr-RS', 'https://termin.test/sr-RS/bt/hair/u/beograd?page=2'],
      ['ru', 'https://termin.test/ru/bt/hair/v/beograd?page=2'],
      ['x-default', 'https://termin.test/en/bt/hair/in/beograd?page=2'],
    ]);
  });
});
