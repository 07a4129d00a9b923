import { decode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { type TPixels, decodeQr } from './qr-decode';

/** A PNG as RGBA bytes, whatever channels it was written with. */
function pixels(png: Uint8Array): TPixels {
  const image = decode(png);
  const { width, height, channels } = image;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = (c: number) => Number(image.data[i * channels + c]);
    const grey = channels < 3;
    data[i * 4] = at(0);
    data[i * 4 + 1] = grey ? at(0) : at(1);
    data[i * 4 + 2] = grey ? at(0) : at(2);
    data[i * 4 + 3] = channels === 4 ? at(3) : channels === 2 ? at(1) : 255;
  }
  return { data, width, height };
}

/** The ticket's QR image exactly as the server draws it (modules/fairs/tickets.service.ts qrOf). */
const ticketPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });

describe('decodeQr', () => {
  it('reads the code of a ticket QR image and of an organisation check-in code', async () => {
    expect(decodeQr(pixels(await ticketPng('T4KX9QM2ZP')))).toBe('T4KX9QM2ZP');
    expect(decodeQr(pixels(await ticketPng('B0123456789AB')))).toBe('B0123456789AB');
  });

  it('finds the code anywhere in a larger, lighter frame, as a camera sees it', async () => {
    const qr = pixels(await ticketPng('T7ABCDEFGH'));
    const width = 480;
    const height = 360;
    const data = new Uint8ClampedArray(width * height * 4).fill(200);
    for (let y = 0; y < qr.height; y++)
      for (let x = 0; x < qr.width; x++)
        for (let c = 0; c < 4; c++)
          data[((y + 60) * width + x + 150) * 4 + c] = qr.data[(y * qr.width + x) * 4 + c]!;
    expect(decodeQr({ data, width, height })).toBe('T7ABCDEFGH');
  });

  it('answers null for a frame without a code', () => {
    const blank = new Uint8ClampedArray(320 * 240 * 4).fill(255);
    expect(decodeQr({ data: blank, width: 320, height: 240 })).toBeNull();
  });
});
