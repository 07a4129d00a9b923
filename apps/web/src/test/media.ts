/**
 * A `window.matchMedia` under which exactly the given media queries match (jsdom has none):
 * `window.matchMedia = mediaMatching(NARROW_QUERY)` is a phone-sized window. Changes are never
 * announced; a test sets it before rendering.
 */
export const mediaMatching = (...matching: string[]): typeof window.matchMedia =>
  ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
