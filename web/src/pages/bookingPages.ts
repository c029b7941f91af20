// The booking flow's pages and layouts, loaded together when a booking route is opened.
export { Component as BookingPage } from './booking/BookingPage';
export { Component as InternalPage } from './booking/InternalPage';
export { bookingFlow } from './booking/flow/flowPages';
export { Component as OnlineBookingLayout } from '../layouts/OnlineBookingLayout';
export { Component as OnlineBookingBlankLayout } from '../layouts/OnlineBookingBlankLayout';
export { Component as OnlineBookingContentLayout } from '../layouts/OnlineBookingContentLayout';
export { Component as SuperDrawerLayout } from '../layouts/SuperDrawerLayout';
