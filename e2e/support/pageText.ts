import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const locales = join(import.meta.dirname, '..', '..', 'locales');

/** Every word (three letters or more, lowercased) of a language's messages, ICU syntax aside. */
function wordsOf(language: string): Set<string> {
  const words = new Set<string>();
  for (const page of readdirSync(locales, { withFileTypes: true })) {
    if (!page.isDirectory()) continue;
    const messages = JSON.parse(
      readFileSync(join(locales, page.name, language, 'data.json'), 'utf8'),
    ) as Record<string, string>;
    for (const text of Object.values(messages)) {
      const plain = text
        .replace(/\{\s*\w+\s*(?=[,}])(?:,\s*\w+\s*,?)?/g, ' ')
        .replace(/[\w=]+\s*\{|<\/?\w+>/g, ' ');
      for (const word of plain.toLowerCase().match(/\p{L}{3,}/gu) ?? []) words.add(word);
    }
  }
  return words;
}

/**
 * Words Serbian and Russian pages share with English on purpose: brands, abbreviations, the
 * Serbian "salon", "status", "demo" and "centre" (centar's plural), Russian's "файлы cookie".
 */
const sharedWords = [
  'blog',
  'centre',
  'cookie',
  'demo',
  'facebook',
  'ics',
  'instagram',
  'ips',
  'min',
  'salon',
  'skeniraj',
  'sms',
  'status',
  'termin',
];

/** The English messages' words, which a Serbian or Russian page should not show. */
export function englishOnlyWords(): Set<string> {
  const words = wordsOf('en');
  for (const word of sharedWords) words.delete(word);
  return words;
}

/**
 * What a visitor reads on the page (and what a screen reader says): the title, the visible text
 * and the accessible labels, leaving out anything marked as another language with `lang` and names
 * marked translate="no".
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang');
      return (!lang || lang === pageLanguage) && !element.closest('[translate="no"]');
    };
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template')) continue;
      if (!inPageLanguage(element) || !element.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [alt], [placeholder]'),
    )) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder'])
        parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
}
