import type { LoadMessages, Messages } from '../app/messages';

// Every translation file, compiled at build time (vite/localesPlugin.ts); each loads on first use.
const files = import.meta.glob<Messages>('../../../locales/*/*/data.json', {
  import: 'default',
});

/** The server render's loader: the files bundled with the server entry. */
export const loadServerMessages: LoadMessages = async (page, language) => {
  const load = files[`../../../locales/${page}/${language}/data.json`];
  if (!load) throw new Error(`No translations for ${page}/${language}`);
  return load();
};
