// The multi, single and confirmation steps of the booking flow (spec §2), each with its loader.
import * as calendar from './CalendarPage';
import * as confirmation from './ConfirmationPage';
import * as entry from './EntryPage';
import * as master from './MastersPage';
import * as order from './OrderPage';
import * as services from './ServicesPage';
import * as single from './SinglePage';

export const bookingFlow = { entry, single, services, master, calendar, order, confirmation };
