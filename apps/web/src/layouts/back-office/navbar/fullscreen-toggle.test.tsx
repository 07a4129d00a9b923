import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';
import { FullscreenToggle, toggleFullscreen } from './fullscreen-toggle';

vi.mock('@/lib/feedback/feedback', () => ({ feedback: { warning: vi.fn() } }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
/** jsdom has no Fullscreen API: define what a browser would report. */
const browser = (enabled: boolean, element: Element | null = null) => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('fullscreen', () => {
  it("shows SPEC's message when the browser has no fullscreen", async () => {
    browser(false);
    render(<FullscreenToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    await vi.waitFor(() =>
      expect(feedback.warning).toHaveBeenCalledWith('your browser does not support fullscreen'),
    );
  });

  it('enters and leaves fullscreen on the whole page', async () => {
    browser(true);
    const request = vi.fn().mockResolvedValue(undefined);
    document.documentElement.requestFullscreen = request;
    const unsupported = vi.fn();
    await toggleFullscreen(unsupported);
    expect(request).toHaveBeenCalled();
    const exit = vi.fn().mockResolvedValue(undefined);
    document.exitFullscreen = exit;
    browser(true, document.documentElement);
    await toggleFullscreen(unsupported);
    expect(exit).toHaveBeenCalled();
    expect(unsupported).not.toHaveBeenCalled();
  });
});
