import { describe, expect, it } from 'vitest';
import { clampOffset, cropRect, scaleOf } from './avatar-crop';

const wide = { width: 400, height: 200 };
const VIEW = 200;

describe('avatar crop', () => {
  it('covers the viewport with the shorter side at zoom 1', () => {
    expect(scaleOf(wide, VIEW, 1)).toBe(1);
    expect(scaleOf({ width: 100, height: 300 }, VIEW, 1)).toBe(2);
    expect(scaleOf(wide, VIEW, 2)).toBe(2);
  });

  it('takes the centred square when not moved', () => {
    expect(cropRect(wide, VIEW, 1, { x: 0, y: 0 })).toEqual({ x: 100, y: 0, size: 200 });
    // Zoomed in twice: half the size, still centred.
    expect(cropRect(wide, VIEW, 2, { x: 0, y: 0 })).toEqual({ x: 150, y: 50, size: 100 });
  });

  it('moves the crop the other way from the picture', () => {
    // Picture moved 50 viewport px right: the crop starts 50 picture px further left.
    expect(cropRect(wide, VIEW, 1, { x: 50, y: 0 })).toEqual({ x: 50, y: 0, size: 200 });
  });

  it('never moves the picture so far that an edge of the viewport is empty', () => {
    expect(clampOffset(wide, VIEW, 1, { x: 500, y: 30 })).toEqual({ x: 100, y: 0 });
    expect(clampOffset(wide, VIEW, 1, { x: -500, y: -30 })).toEqual({ x: -100, y: 0 });
    expect(cropRect(wide, VIEW, 1, { x: 500, y: 0 })).toEqual({ x: 0, y: 0, size: 200 });
    expect(cropRect(wide, VIEW, 1, { x: -500, y: 0 })).toEqual({ x: 200, y: 0, size: 200 });
    // Zoomed in, the picture can move vertically too.
    expect(clampOffset(wide, VIEW, 2, { x: 0, y: 1000 })).toEqual({ x: 0, y: 100 });
  });
});
