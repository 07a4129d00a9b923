/**
 * Square avatar crop: the picture covers a square viewport, can be zoomed (1 = just covering)
 * and moved; the part inside the viewport becomes the avatar.
 */

export type Size = { width: number; height: number };
/** How far the picture's centre is moved from the viewport's centre, in viewport pixels. */
export type Offset = { x: number; y: number };
/** The square of the original picture that ends up in the avatar, in picture pixels. */
export type CropRect = { x: number; y: number; size: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Picture pixels → viewport pixels at this zoom: at zoom 1 the shorter side fills the viewport. */
export const scaleOf = (image: Size, viewport: number, zoom: number): number =>
  (viewport / Math.min(image.width, image.height)) * zoom;

/** Keeps the picture covering the viewport: the offset cannot reveal an empty edge. */
export function clampOffset(image: Size, viewport: number, zoom: number, offset: Offset): Offset {
  const scale = scaleOf(image, viewport, zoom);
  const maxX = Math.max(0, (image.width * scale - viewport) / 2);
  const maxY = Math.max(0, (image.height * scale - viewport) / 2);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v));
  // `+ 0` turns -0 into 0, so equal crops compare equal.
  return { x: clamp(offset.x, maxX) + 0, y: clamp(offset.y, maxY) + 0 };
}

/** The square of the picture the viewport shows for this zoom and (clamped) offset. */
export function cropRect(image: Size, viewport: number, zoom: number, offset: Offset): CropRect {
  const scale = scaleOf(image, viewport, zoom);
  const { x, y } = clampOffset(image, viewport, zoom, offset);
  const size = viewport / scale;
  return {
    x: (image.width - size) / 2 - x / scale,
    y: (image.height - size) / 2 - y / scale,
    size,
  };
}

/** Draws the crop into a square canvas of `output` pixels and encodes it in the picture's type. */
export function renderCrop(
  image: CanvasImageSource,
  rect: CropRect,
  output: number,
  type: string,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, output, output);
  // PNG keeps transparency; everything else (jpg/jpeg) stays JPEG.
  const mime = type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), mime, 0.92),
  );
}
