import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaceMap } from './place-map';

/** A stand-in observer the test drives: the page "scrolls" when the test says so. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The outlines' request: held open, the test only checks whether it was made.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlaceMap', () => {
  it('shows the address at once and fetches the map only when the reader comes near it', () => {
    render(<PlaceMap area="350102" name="数据分析师" address="福州市 鼓楼区 五四路 1 号" />);
    expect(screen.getByTestId('place-address').textContent).toBe('福州市 鼓楼区 五四路 1 号');
    expect(observed).toHaveLength(1);
    expect(observed[0]!.options?.rootMargin).toBe('200px 0px');
    expect(fetch).not.toHaveBeenCalled();

    act(() => {
      observed[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
