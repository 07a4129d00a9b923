import jsQR from 'jsqr';

/** An image as RGBA bytes, as a canvas's getImageData gives it. */
export type TPixels = { data: Uint8ClampedArray; width: number; height: number };

/**
 * The text of the QR code in an image, trimmed, or null when there is none. Apart from the
 * camera, so it can be tested on images. Tickets are printed dark on light, so inverted codes
 * are not looked for: that keeps each camera frame cheap on a phone.
 */
export function decodeQr(image: TPixels): string | null {
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  const text = found?.data.trim();
  return text ? text : null;
}
