import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const css = read('./touch.module.css');
const globalCss = read('../../app/global.css');

describe('touch feedback and layers (spec §9)', () => {
  it('fades a faint dark tint in over 120 ms while pressed', () => {
    expect(css).toMatch(/\.touchable::after\s*{[^}]*background-color:\s*rgb\(0 0 0 \/ 0\.0\d\)/);
    expect(css).toMatch(/\.touchable::after\s*{[^}]*transition:\s*opacity 120ms/);
    expect(css).toMatch(/\.touchable:active::after\s*{[^}]*opacity:\s*1/);
  });

  it('puts overlays at z-index 1000 and modals and tooltips at 1100', () => {
    expect(globalCss).toMatch(/--z-overlay:\s*1000;/);
    expect(globalCss).toMatch(/--z-modal:\s*1100;/);
    expect(globalCss).toMatch(/--z-tooltip:\s*1100;/);
  });

  it('scrolls select lists past 14rem, on the overlay layer', () => {
    const select = read('../select/Select.module.css');
    expect(select).toMatch(/\.list\s*{[^}]*max-height:\s*14rem/);
    expect(select).toMatch(/\.list\s*{[^}]*overflow-y:\s*auto/);
    expect(select).toMatch(/\.list\s*{[^}]*z-index:\s*var\(--z-overlay\)/);
  });

  it('keeps the suggestion panel at most 300px tall, on the overlay layer', () => {
    const panel = read('../search-bar/SuggestionPanel.module.css');
    expect(panel).toMatch(/\.panel\s*{[^}]*max-height:\s*300px/);
    expect(panel).toMatch(/\.panel\s*{[^}]*overflow-y:\s*auto/);
    expect(panel).toMatch(/\.panel\s*{[^}]*z-index:\s*var\(--z-overlay/);
  });
});
