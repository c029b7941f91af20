import { describe, expect, it } from 'vitest';
import { serializeForScript, type PageState } from '../app/shell';
import { serializePageState } from './pageState';

const shell = {
  assets: { scripts: [], styles: [], modulePreloads: [] },
  publicConfig: {},
  session: { loggedIn: false },
} as unknown as PageState['shell'];

const general = { 'header.search': 'Search', 'footer.note': '</script><b>' };
const page = { 'company.book': [{ type: 0, value: 'Book' }] } as never;

function state(review: string): PageState {
  return {
    shell,
    router: {
      loaderData: {
        root: { locale: { prefix: 'en', language: 'en' }, messages: { general, page }, cities: [] },
        businessPage: { review },
      },
      actionData: null,
      errors: null,
    },
  };
}

describe('serializePageState', () => {
  it('writes exactly what serializing the whole state writes', () => {
    const value = state('Great <b>cut</b>\u2028');
    expect(serializePageState(value)).toBe(serializeForScript(value));
    // Again, from the translation files' JSON made the first time.
    expect(serializePageState(value)).toBe(serializeForScript(value));
  });

  it('leaves page content that looks like a marker as it was written', () => {
    const value = state('\u0000messages-general');
    expect(JSON.parse(serializePageState(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('serializes a state without translations (an error page) as it is', () => {
    const value: PageState = { shell, router: { loaderData: {}, actionData: null, errors: null } };
    expect(serializePageState(value)).toBe(serializeForScript(value));
  });
});
