import type { Language } from './locale';

export type Messages = Record<string, string>;

// Each language's shared translations (locales/general/<language>/data.json) is its own chunk,
// loaded only for the language being shown.
const generalMessages = import.meta.glob<Messages>('../../../locales/general/*/data.json', {
  import: 'default',
});

export async function loadGeneralMessages(language: Language): Promise<Messages> {
  const load = generalMessages[`../../../locales/general/${language}/data.json`];
  if (!load) throw new Error(`No translations for ${language}`);
  return load();
}
