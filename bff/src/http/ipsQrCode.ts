// The QR code of an NBS IPS payload, drawn on the server: as SVG for the page, and as a PNG picture
// to save, since many Serbian bank apps scan a code from a picture in the phone's gallery (a phone
// cannot point its camera at its own screen).
import QRCode from 'qrcode';

/** NBS asks for error correction level M; the quiet zone keeps it scannable on any background. */
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function ipsQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...options, type: 'svg' });
}

/** Large enough for a gallery's scanner after the picture is scaled down. */
export function ipsQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...options, type: 'png', width: 600 });
}
