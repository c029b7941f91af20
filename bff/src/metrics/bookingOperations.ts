/**
 * The booking writes bff sends to api (method and OpenAPI path, as upstream calls are labelled),
 * by the kind api counts them under in api_bookings_total.
 */
export const bookingOperations: Readonly<Record<string, string>> = {
  'POST /orders': 'order',
  'POST /events/{id}/bookings': 'event_seat',
  'POST /gift-cards': 'gift_card',
};
