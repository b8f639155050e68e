/** A QR code of a text (an address, a check-in code), drawn as a picture; `alt` says what it is for. */
export interface QrCodeProps {
  text: string;
  alt: string;
  className?: string;
  testId?: string;
}
