import type { RootData } from '../app/AppShell';
import type { Messages } from '../app/messages';
import { serializeForScript, type PageState } from '../app/shell';

/**
 * Each translation file as script-safe JSON, made once: the server loads every file once and
 * hands the same object to every render (serverMessages.ts), and the two files are close to half
 * of a page's state.
 */
const serializedFiles = new WeakMap<Messages, string>();

function serializedFile(messages: Messages): string {
  let json = serializedFiles.get(messages);
  if (json === undefined) {
    json = serializeForScript(messages);
    serializedFiles.set(messages, json);
  }
  return json;
}

/**
 * Where the files go in the state's JSON. The random part keeps page content (a review's text)
 * from ever spelling a marker; the NUL keeps it from being a plausible string at all.
 */
const marker = `\u0000messages-${crypto.randomUUID()}`;
const markers = { general: `${marker}-general`, page: `${marker}-page` } as const;
const markerJson = {
  general: JSON.stringify(markers.general),
  page: JSON.stringify(markers.page),
} as const;

/**
 * The page's state as script-safe JSON (serializeForScript), the root's translation files spliced
 * in from their JSON made once instead of serialized on every render.
 */
export function serializePageState(state: PageState): string {
  const { router } = state as { router: { loaderData?: Record<string, unknown> } };
  const root = router.loaderData?.root as RootData | undefined;
  if (!root?.messages) return serializeForScript(state);
  const withMarkers: PageState = {
    ...state,
    router: {
      ...router,
      loaderData: {
        ...router.loaderData,
        root: { ...root, messages: { general: markers.general, page: markers.page } },
      },
    },
  };
  // Spliced by position rather than String#replace: each replace copied the whole state (some
  // 30 KB, the largest allocation of a render); slices and concatenation are copied once, when
  // the page's text is encoded.
  const json = serializeForScript(withMarkers);
  const general = json.indexOf(markerJson.general);
  const page = json.indexOf(markerJson.page, general);
  return (
    json.slice(0, general) +
    serializedFile(root.messages.general) +
    json.slice(general + markerJson.general.length, page) +
    serializedFile(root.messages.page) +
    json.slice(page + markerJson.page.length)
  );
}
