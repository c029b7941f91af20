import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Plays a visitor on a slow phone: renders `ui` to HTML as the server does, lets `enter` change
 * its controls while no script runs (setting a value or a tick directly, as typing does before
 * React listens), then hydrates `ui` over that HTML. A mismatch the hydration has to recover from
 * fails the test.
 */
export function hydrateAfterEntering(ui: ReactNode, enter: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  enter(container);
  return render(ui, {
    container,
    hydrate: true,
    onRecoverableError: (error) => {
      throw error;
    },
  });
}

/** Sets a control's value the way typing does: no event reaches React before hydration. */
export function typeInto(control: Element | null, text: string) {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
    throw new Error('typeInto: no text field');
  control.value = text;
}
