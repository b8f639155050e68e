/** A QR code drawn as vector squares (sharp at any zoom or print size) with its quiet zone. */
import QRCode from 'qrcode';
import type { Writer } from '../../../pdf/writer';

/** Draws `text` as a QR code `size` points wide at (x, y). */
export function drawQr(w: Writer, text: string, x: number, y: number, size: number): void {
  // Level L: the token is long, and lower correction keeps the modules large enough to scan from paper.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  w.doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) w.doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  w.doc.fill('#000000');
}
