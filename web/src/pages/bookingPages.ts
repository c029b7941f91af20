// The booking layouts and pages other than the flow's steps (those load one by one).
export { Component as BookingPage } from './booking/BookingPage';
export { Component as InternalPage } from './booking/InternalPage';
export { Component as OnlineBookingLayout } from '../layouts/OnlineBookingLayout';
export { Component as OnlineBookingBlankLayout } from '../layouts/OnlineBookingBlankLayout';
export { Component as OnlineBookingContentLayout } from '../layouts/OnlineBookingContentLayout';
export { Component as SuperDrawerLayout } from '../layouts/SuperDrawerLayout';
