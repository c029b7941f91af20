/** spec §9: the analytics events the product sends. */
export const analyticsEvents = [
  'click_company_card',
  'click_show_phone',
  'click_book_now',
  'click_get_direction',
  'add_to_favorites',
  'click_view_photos',
  'click_category',
  'click_service',
  'click_employee',
  'visit_for_business',
  'click_pricing_link',
  'click_registration',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];
export type EventParams = Record<string, string | number | boolean | undefined>;

/** Where events go (a tag manager, an analytics SDK). */
export interface AnalyticsProvider {
  send: (event: AnalyticsEvent, params: EventParams) => void;
}

/** spec §9: the same event with the same params is sent once per 30 s. */
export const DEDUPE_WINDOW_MS = 30_000;
/** spec §9: at most this many remembered events… */
export const MAX_REMEMBERED = 1000;
/** …and stale ones are dropped once 80 % of that is reached. */
export const CLEANUP_THRESHOLD = 0.8;

export interface Tracker {
  track: (event: AnalyticsEvent, params?: EventParams) => void;
  configure: (provider: AnalyticsProvider | null) => void;
  /** How many events are remembered for de-duplication (tests, diagnostics). */
  remembered: () => number;
}

/**
 * The tracker. `findProvider` is asked on each event until it finds one, so an event sent while the
 * page is still hydrating (a page's first effect) is not lost to a provider configured later.
 */
export function createTracker(
  now: () => number = Date.now,
  findProvider: () => AnalyticsProvider | null = () => null,
): Tracker {
  let provider: AnalyticsProvider | null = null;
  // Insertion order is send order, so the oldest entries come first.
  const sentAt = new Map<string, number>();

  function cleanUp(time: number) {
    if (sentAt.size < MAX_REMEMBERED * CLEANUP_THRESHOLD) return;
    for (const [key, at] of sentAt) {
      if (time - at >= DEDUPE_WINDOW_MS) sentAt.delete(key);
    }
    // Still full of fresh events: forget the oldest.
    for (const key of sentAt.keys()) {
      if (sentAt.size < MAX_REMEMBERED) break;
      sentAt.delete(key);
    }
  }

  return {
    track(event, params = {}) {
      // A no-op until a provider is configured.
      provider ??= findProvider();
      if (!provider) return;
      const time = now();
      const key = `${event}|${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}`;
      const last = sentAt.get(key);
      if (last !== undefined && time - last < DEDUPE_WINDOW_MS) return;
      cleanUp(time);
      sentAt.delete(key);
      sentAt.set(key, time);
      try {
        provider.send(event, params);
      } catch (error) {
        console.warn('analytics provider failed:', error);
      }
    },
    configure(next) {
      provider = next;
    },
    remembered: () => sentAt.size,
  };
}

/** A provider for a tag manager's data layer (window.dataLayer), when the page has one. */
export function dataLayerProvider(layer: unknown[]): AnalyticsProvider {
  return { send: (event, params) => layer.push({ event, ...params }) };
}

/** The page's tag manager, if it carries one (its snippet defines window.dataLayer). */
export function pageDataLayer(): AnalyticsProvider | null {
  const layer =
    typeof window === 'undefined' ? undefined : (window as { dataLayer?: unknown }).dataLayer;
  return Array.isArray(layer) ? dataLayerProvider(layer) : null;
}

/** The one tracker of the page: a no-op unless the page carries a tag manager. */
export const tracker = createTracker(Date.now, pageDataLayer);
