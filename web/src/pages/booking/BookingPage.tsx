import { PageFrame } from '../../components/page-frame/PageFrame';
import { useRouteName } from '../routeName';

/** Route name → the step's messages (bookingPage.<step>.heading / .intro). */
export const bookingSteps: Record<string, string> = {
  'book-now-slug': 'entry',
  'book-now-slug-single': 'single',
  'book-now-slug-services': 'services',
  'book-now-slug-master': 'master',
  'book-now-slug-calendar': 'calendar',
  'book-now-slug-order': 'order',
  'book-now-slug-order-overview-orderGuid': 'orderOverview',
  'book-now-slug-payment-orderGuid': 'payment',
  'book-now-slug-terms-of-use': 'termsOfUse',
  'book-now-slug-gifts': 'gifts',
  'book-now-slug-group': 'group',
  'book-now-slug-group-eventId': 'groupEvent',
  'book-now-slug-group-eventId-order': 'groupOrder',
  'book-now-slug-group-eventId-cancel': 'groupCancel',
  'book-now-slug-group-eventId-review': 'groupReview',
  'book-now-slug-group-eventId-overview-orderGuid': 'groupOverview',
  'book-now-confirmation': 'confirmation',
  'book-now-confirmation_event': 'confirmationEvent',
  'book-now-orders-feedbacks': 'feedbacks',
  'book-now-order-orderId': 'orderDetails',
  'book-now-order-orderId-cancel': 'orderCancel',
};

/** The booking flow's pages (spec §2 "Booking"), one frame per step. */
export function Component() {
  const step = bookingSteps[useRouteName()] ?? 'entry';
  return <PageFrame heading={`bookingPage.${step}.heading`} intro={`bookingPage.${step}.intro`} />;
}
