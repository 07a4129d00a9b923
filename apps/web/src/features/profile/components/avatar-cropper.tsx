import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Slider } from 'antd';
import { useTranslation } from '@/lib/i18n';
import {
  type CropRect,
  MAX_ZOOM,
  MIN_ZOOM,
  type Offset,
  type Size,
  clampOffset,
  cropRect,
  scaleOf,
} from '../lib/avatar-crop';
import styles from './profile.module.css';

/** Side of the square viewport, in CSS pixels. */
export const CROP_VIEWPORT = 240;
/** Arrow keys move the picture this far (Shift: five times). */
const KEY_STEP = 10;

type Props = {
  src: string;
  image: Size;
  /** Called with the square to keep whenever zoom or position change. */
  onCrop: (rect: CropRect) => void;
};

/**
 * Chooses the square of a picture that becomes the avatar: drag (or arrow keys) to move, the
 * slider (or +/-) to zoom. The picture always covers the square.
 */
export function AvatarCropper({ src, image, onCrop }: Props) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number; from: Offset }>(undefined);

  const place = (nextZoom: number, nextOffset: Offset) => {
    setZoom(nextZoom);
    setOffset(clampOffset(image, CROP_VIEWPORT, nextZoom, nextOffset));
  };

  // By value: a parent may pass a new but equal size object on every render.
  const { width, height } = image;
  useEffect(() => {
    onCrop(cropRect({ width, height }, CROP_VIEWPORT, zoom, offset));
  }, [width, height, zoom, offset, onCrop]);

  const scale = scaleOf(image, CROP_VIEWPORT, zoom);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    place(zoom, { x: d.from.x + event.clientX - d.x, y: d.from.y + event.clientY - d.y });
  };
  const onPointerUp = () => {
    drag.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, Offset> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (move) place(zoom, { x: offset.x + move.x, y: offset.y + move.y });
    else if (event.key === '+' || event.key === '=') place(Math.min(MAX_ZOOM, zoom + 0.1), offset);
    else if (event.key === '-') place(Math.max(MIN_ZOOM, zoom - 0.1), offset);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.cropper}>
      <div
        className={styles.cropViewport}
        style={{ width: CROP_VIEWPORT, height: CROP_VIEWPORT }}
        role="group"
        tabIndex={0}
        aria-label={t('profile.avatar.cropArea')}
        aria-describedby="avatar-crop-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        data-testid="avatar-crop"
      >
        <img
          src={src}
          alt=""
          draggable={false}
          className={styles.cropImage}
          style={{
            width: image.width * scale,
            height: image.height * scale,
            transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))`,
          }}
        />
      </div>
      <p id="avatar-crop-help" className={styles.hint}>
        {t('profile.avatar.cropHelp')}
      </p>
      <Slider
        className={styles.cropZoom}
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.05}
        value={zoom}
        onChange={(value) => place(value, offset)}
        tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
        ariaLabelForHandle={t('profile.avatar.zoom')}
        data-testid="avatar-zoom"
      />
    </div>
  );
}
