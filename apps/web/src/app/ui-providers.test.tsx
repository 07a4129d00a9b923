import { cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { mediaMatching } from '@/test/media';
import { UiProviders } from './ui-providers';

/** What antd's components see of the motion setting. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

const realMatchMedia = window.matchMedia;

/** A window whose system settings ask for less motion, or not. */
function systemAsksForLessMotion(asks: boolean) {
  window.matchMedia = asks ? mediaMatching(REDUCED_MOTION_QUERY) : mediaMatching();
}

describe('UiProviders', () => {
  afterEach(() => {
    cleanup();
    window.matchMedia = realMatchMedia;
  });

  it("turns antd's animations off for a visitor who asked for less motion", () => {
    systemAsksForLessMotion(true);
    render(
      <UiProviders>
        <MotionProbe />
      </UiProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps them for everyone else', () => {
    systemAsksForLessMotion(false);
    render(
      <UiProviders>
        <MotionProbe />
      </UiProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
