// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  analyticsEvents,
  createTracker,
  dataLayerProvider,
  pageDataLayer,
  type AnalyticsProvider,
} from './tracker';

function setup() {
  let time = 0;
  const tracker = createTracker(() => time);
  const send = vi.fn<AnalyticsProvider['send']>();
  tracker.configure({ send });
  return { tracker, send, advance: (ms: number) => (time += ms) };
}

describe('the analytics tracker (spec §9)', () => {
  it('knows the twelve events', () => {
    expect(analyticsEvents).toHaveLength(12);
    expect(analyticsEvents).toContain('click_registration');
  });

  it('does nothing until a provider is configured', () => {
    const tracker = createTracker(() => 0);
    tracker.track('click_book_now');
    expect(tracker.remembered()).toBe(0);
  });

  it('sends an event once per 30 seconds for the same params', () => {
    const { tracker, send, advance } = setup();
    tracker.track('click_book_now', { branch: '7' });
    tracker.track('click_book_now', { branch: '7' });
    tracker.track('click_book_now', { branch: '8' });
    expect(send).toHaveBeenCalledTimes(2);
    advance(29_999);
    tracker.track('click_book_now', { branch: '7' });
    expect(send).toHaveBeenCalledTimes(2);
    advance(1);
    tracker.track('click_book_now', { branch: '7' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('cleans up stale entries from 80 % of 1000 and never remembers more than 1000', () => {
    const { tracker, advance } = setup();
    for (let index = 0; index < 799; index++) tracker.track('click_service', { index });
    expect(tracker.remembered()).toBe(799);
    advance(30_000);
    tracker.track('click_service', { index: 'a' }); // 799 < 800: no cleanup yet
    expect(tracker.remembered()).toBe(800);
    tracker.track('click_service', { index: 'b' }); // 800 reached: the 799 stale ones go
    expect(tracker.remembered()).toBe(2);

    for (let index = 0; index < 1500; index++) tracker.track('click_employee', { index });
    expect(tracker.remembered()).toBe(1000);
  });

  it("finds the page's tag manager on the first event, even one sent before start-up ends", () => {
    const page = window as { dataLayer?: unknown[] };
    const tracker = createTracker(() => 0, pageDataLayer);
    tracker.track('click_book_now');
    expect(tracker.remembered()).toBe(0);
    page.dataLayer = [];
    tracker.track('visit_for_business', { page: 'for-business' });
    expect(page.dataLayer).toEqual([{ event: 'visit_for_business', page: 'for-business' }]);
    delete page.dataLayer;
  });

  it('feeds a tag manager data layer', () => {
    const layer: unknown[] = [];
    const tracker = createTracker(() => 0);
    tracker.configure(dataLayerProvider(layer));
    tracker.track('visit_for_business', { locale: 'en' });
    expect(layer).toEqual([{ event: 'visit_for_business', locale: 'en' }]);
  });
});
