// The booking layouts (the flow's steps and the other booking pages load one by one).
export { Component as OnlineBookingLayout } from '../layouts/OnlineBookingLayout';
export { Component as OnlineBookingBlankLayout } from '../layouts/OnlineBookingBlankLayout';
export { Component as OnlineBookingContentLayout } from '../layouts/OnlineBookingContentLayout';
