// "Add to calendar" on every page about a booking (confirmation, its own page): bff serves the
// booking's .ics as api writes it for the booking's e-mails, so both carry the same entry.

/** The calendar file of an order. */
export const orderCalendar = (guid: string) => `/calendar/order/${guid}`;

/** The calendar file of places booked on a group event. */
export const eventCalendar = (guid: string) => `/calendar/event-booking/${guid}`;
