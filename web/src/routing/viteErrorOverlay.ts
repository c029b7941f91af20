import type { ServerError } from './serverError';

interface ViteClient {
  ErrorOverlay: new (error: { message: string; stack: string }) => HTMLElement;
}

/** Vite's own client, which every development page runs (a build never reaches this). */
const viteClient = '/@vite/client';
const loadViteClient = () => import(/* @vite-ignore */ viteClient) as Promise<ViteClient>;

/**
 * Development: a server render's exception opens Vite's error overlay over its error page, its
 * stack already mapped to the source. The page opens it itself: a payload sent over Vite's
 * websocket while the server renders would reach the page being left, not this one. The first
 * hot update after it reloads the page (Vite's client does so while an overlay is open).
 */
export async function openViteErrorOverlay(error: ServerError, load = loadViteClient) {
  const { ErrorOverlay } = await load();
  document.querySelector('vite-error-overlay')?.remove();
  document.body.append(
    new ErrorOverlay({ message: error.message ?? '', stack: error.stack ?? '' }),
  );
}
