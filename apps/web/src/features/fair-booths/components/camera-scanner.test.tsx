import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installDomShims } from '@/components/resource/test-env';
import CameraScanner from './camera-scanner';

const setCamera = (getUserMedia: (() => Promise<MediaStream>) | undefined) =>
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  setCamera(undefined);
});

describe('CameraScanner', () => {
  it('says plainly when the device has no camera, and closes', async () => {
    setCamera(undefined);
    const onClose = vi.fn();
    render(<CameraScanner onCode={vi.fn()} onClose={onClose} />);
    expect((await screen.findByTestId('camera-problem')).textContent).toContain('No camera was found');
    fireEvent.click(screen.getByRole('button', { name: 'Close the camera' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the rear camera and says plainly when permission is refused', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    setCamera(getUserMedia);
    render(<CameraScanner onCode={vi.fn()} onClose={vi.fn()} />);
    expect((await screen.findByTestId('camera-problem')).textContent).toContain('permission was refused');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });
});
