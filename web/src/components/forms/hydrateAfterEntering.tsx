import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Plays a visitor on a slow phone: renders `ui` to HTML as the server does, runs the HTML's
 * inline scripts, lets `enter` change its controls while no other script runs (setting a value
 * or a tick directly, as typing does before React listens; submitting, as pressing a button
 * does), then hydrates `ui` over that HTML. A mismatch the hydration has to recover from fails
 * the test.
 */
export function hydrateAfterEntering(ui: ReactNode, enter: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  runInlineScripts(container);
  enter(container);
  return render(ui, {
    container,
    hydrate: true,
    onRecoverableError: (error) => {
      throw error;
    },
  });
}

/**
 * Runs the HTML's inline scripts, as the browser does on arrival (innerHTML leaves them inert):
 * React's own captures a form submitted before hydration, to be replayed once hydrated. What
 * they listen to on the window is let go when the test is over.
 */
function runInlineScripts(container: HTMLElement) {
  for (const script of container.querySelectorAll('script')) {
    const listeners: [string, EventListener][] = [];
    const addEventListener = (type: string, listener: EventListener) => {
      window.addEventListener(type, listener);
      listeners.push([type, listener]);
    };
    // The server's own script, run with the window's addEventListener as its global one.
    new Function('addEventListener', script.textContent ?? '')(addEventListener);
    onTestFinished(() => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    });
  }
}

/** Sets a control's value the way typing does: no event reaches React before hydration. */
export function typeInto(control: Element | null, text: string) {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
    throw new Error('typeInto: no text field');
  control.value = text;
}

/** Presses a form's submit button before hydration: the submit event, as a click sends it. */
export function pressSubmit(button: Element | null) {
  if (!(button instanceof HTMLButtonElement) || !button.form)
    throw new Error('pressSubmit: no submit button in a form');
  button.form.requestSubmit(button);
}
