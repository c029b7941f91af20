// "Book again" of a past visit (issue 42 item 13): the same services at the same venue with the
// same specialist, on the calendar step, which opens on the first week with free time.
import type { RoutePrefix } from '../../app/locale';
import { bookingStep } from '../../routing/paths';

interface PastVisit {
  branch: { slug: string };
  items: readonly { serviceId: string; master: { id: string } }[];
}

/** The booking flow's calendar with the visit's services, and its specialist when it had one. */
export function bookAgainHref(prefix: RoutePrefix, visit: PastVisit): string {
  const services = [...new Set(visit.items.map((item) => item.serviceId))];
  const masters = new Set(visit.items.map((item) => item.master.id));
  // Services done by several specialists are booked again with whoever is free.
  const [m] = masters.size === 1 ? masters : [];
  return bookingStep(prefix, visit.branch.slug, 'calendar', { services, ...(m ? { m } : {}) });
}
