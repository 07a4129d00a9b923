import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { CropRect } from '../lib/avatar-crop';
import { AvatarCropper, CROP_VIEWPORT } from './avatar-cropper';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

// A 2:1 picture: at zoom 1 it is shown CROP_VIEWPORT tall and twice as wide.
const IMAGE = { width: 480, height: 240 };
const scale = CROP_VIEWPORT / IMAGE.height;

function setup() {
  const crops: CropRect[] = [];
  render(<AvatarCropper src="blob:picture" image={IMAGE} onCrop={(rect) => crops.push(rect)} />);
  return { crops, area: screen.getByRole('group', { name: 'Part of the picture to keep' }) };
}

describe('AvatarCropper', () => {
  it('starts with the centred square', () => {
    const { crops } = setup();
    expect(crops.at(-1)).toEqual({ x: 120, y: 0, size: 240 / scale });
  });

  it('moves with the arrow keys (Shift: further), never past the picture edge', () => {
    const { crops, area } = setup();
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    // The picture moved 10 px right: the kept square starts 10 px (in picture pixels) further left.
    expect(crops.at(-1)!.x).toBeCloseTo(120 - 10 / scale);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(area, { key: 'ArrowRight', shiftKey: true });
    expect(crops.at(-1)!.x).toBe(0);
    // Vertically there is nothing to move at zoom 1.
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    expect(crops.at(-1)!.y).toBe(0);
  });

  it('zooms in with + and out with -, not below covering the square', () => {
    const { crops, area } = setup();
    fireEvent.keyDown(area, { key: '+' });
    expect(crops.at(-1)!.size).toBeCloseTo(240 / 1.1);
    fireEvent.keyDown(area, { key: '-' });
    fireEvent.keyDown(area, { key: '-' });
    expect(crops.at(-1)!.size).toBe(240);
  });

  it('is operable by keyboard and labelled', () => {
    const { area } = setup();
    expect(area.tabIndex).toBe(0);
    expect(area.getAttribute('aria-describedby')).toBe('avatar-crop-help');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
  });
});
