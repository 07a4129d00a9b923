import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { drawPng } from './demo-org-images';

describe("drawPng (the demo organisations' pictures)", () => {
  it('writes a PNG whose header the upload checks read', () => {
    const png = drawPng(40, 30, (x, y) => [x * 6, y * 8, 128]);
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 40, height: 30 });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
