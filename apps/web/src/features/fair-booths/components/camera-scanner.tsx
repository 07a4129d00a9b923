import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { decodeQr } from './qr-decode';

/** Why the camera could not be used, as a message key. */
type TCameraProblem = 'fairBoothsUi.cameraDenied' | 'fairBoothsUi.noCamera' | 'fairBoothsUi.cameraFailed';

const problemOf = (error: unknown): TCameraProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'fairBoothsUi.cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'fairBoothsUi.noCamera';
  return 'fairBoothsUi.cameraFailed';
};

// A frame this wide is plenty for a ticket held up to the camera and keeps decoding quick on a phone.
const FRAME_WIDTH = 640;
// Frames decoded per second at most: the rest of the page stays responsive.
const DECODE_EVERY_MS = 150;

/**
 * The check-in desk's camera (loaded only when staff press "Scan with camera", with the QR
 * decoder): the rear camera of a phone, frames read until a QR code is found, whose text goes
 * to `onCode`; then the camera is switched off. Without a camera, or when it is refused, a
 * plain message says so and the typed code keeps working.
 */
export default function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Older browsers, and pages not served over HTTPS, have no camera API at all.
  const [problem, setProblem] = useState<TCameraProblem | null>(() =>
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? null : 'fairBoothsUi.noCamera',
  );
  // The latest callback, so a new one from the page does not restart the camera.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (problem) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let last = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const read = (now: number) => {
      if (stopped) return;
      frame = requestAnimationFrame(read);
      const v = video.current;
      if (!v || !context || v.readyState < v.HAVE_CURRENT_DATA || now - last < DECODE_EVERY_MS) return;
      last = now;
      const scale = Math.min(1, FRAME_WIDTH / (v.videoWidth || FRAME_WIDTH));
      canvas.width = Math.round(v.videoWidth * scale);
      canvas.height = Math.round(v.videoHeight * scale);
      if (!canvas.width || !canvas.height) return;
      context.drawImage(v, 0, 0, canvas.width, canvas.height);
      const code = decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
      if (code) {
        stop();
        found.current(code);
      }
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped) return stop();
        const v = video.current!;
        v.srcObject = media;
        await v.play();
        frame = requestAnimationFrame(read);
      })
      .catch((error: unknown) => {
        if (!stopped) setProblem(problemOf(error));
      });
    return stop;
  }, [problem]);

  return (
    <Flex vertical gap={8} data-testid="camera-scanner">
      {problem ? (
        <Alert type="warning" showIcon title={t(problem)} data-testid="camera-problem" />
      ) : (
        <>
          <Typography.Text type="secondary">{t('fairBoothsUi.scanHelp')}</Typography.Text>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('fairBoothsUi.cameraView')}
            style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8 }}
          />
        </>
      )}
      <Button onClick={onClose}>{t('fairBoothsUi.stopScan')}</Button>
    </Flex>
  );
}
