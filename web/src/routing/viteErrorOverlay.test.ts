// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openViteErrorOverlay } from './viteErrorOverlay';

/** Stands in for Vite's ErrorOverlay element: it keeps what it was opened with. */
class FakeOverlay extends HTMLElement {
  constructor(readonly shown: { message: string; stack: string }) {
    super();
  }
}
customElements.define('vite-error-overlay', FakeOverlay);
const viteClient = async () => ({ ErrorOverlay: FakeOverlay });

describe('openViteErrorOverlay', () => {
  it("opens Vite's overlay with the server error's message and source-mapped stack", async () => {
    await openViteErrorOverlay(
      {
        serverError: true,
        message: 'boom',
        stack: 'Error: boom\n    at Page (/web/src/Page.tsx:3:9)',
      },
      viteClient,
    );
    const overlays = document.querySelectorAll<FakeOverlay>('vite-error-overlay');
    expect(overlays).toHaveLength(1);
    expect(overlays[0]!.shown).toEqual({
      message: 'boom',
      stack: 'Error: boom\n    at Page (/web/src/Page.tsx:3:9)',
    });
  });

  it('shows only the latest error', async () => {
    await openViteErrorOverlay({ serverError: true, message: 'first', stack: 'a' }, viteClient);
    await openViteErrorOverlay({ serverError: true, message: 'second', stack: 'b' }, viteClient);
    const overlays = document.querySelectorAll<FakeOverlay>('vite-error-overlay');
    expect([...overlays].map((overlay) => overlay.shown.message)).toEqual(['second']);
  });
});
