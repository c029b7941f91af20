import type { LoaderFunctionArgs } from 'react-router';
import { loadEventBooking } from './eventBooking';

/** /book-now/{slug}/group/{eventId}/overview/{orderGuid}: one of your event bookings. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);
