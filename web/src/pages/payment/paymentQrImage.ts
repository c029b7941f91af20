// "Save the code as a picture": bff serves a payment's QR code as a PNG for its customer
// (bff/src/http/paymentQrRoutes.ts), for bank apps that scan a code from the phone's gallery.

/** The PNG of a payment's IPS QR code. */
export const paymentQrImage = (paymentId: string) =>
  `/payments/${encodeURIComponent(paymentId)}/qr.png`;
