import { useEffect, useSyncExternalStore } from 'react';
import type { TPoint } from './market-search';

export type BrowserLocation =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'ready'; point: TPoint }
  | { state: 'denied' }
  | { state: 'unavailable' };

/**
 * The answer of this page load, shared by every reader: switching tabs or pages does not ask the
 * visitor again, and a refusal is not asked again until the page is reloaded.
 */
let current: BrowserLocation = { state: 'idle' };
const listeners = new Set<() => void>();
const settle = (next: BrowserLocation) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

/** How long the browser may take to find the visitor, and how old a position it may reuse. */
const TIMEOUT_MS = 10_000;
const MAX_AGE_MS = 5 * 60_000;

function ask() {
  if (current.state !== 'idle') return;
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    settle({ state: 'unavailable' });
    return;
  }
  settle({ state: 'asking' });
  navigator.geolocation.getCurrentPosition(
    (p) => settle({ state: 'ready', point: { lat: p.coords.latitude, lng: p.coords.longitude } }),
    (e) => settle({ state: e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
    { timeout: TIMEOUT_MS, maximumAge: MAX_AGE_MS },
  );
}

/**
 * The visitor's location, asked for only when `wanted` (the visitor chose to measure from where
 * they are): a refusal or a browser without location says so, and the page offers districts.
 */
export function useBrowserLocation(wanted: boolean): BrowserLocation {
  const location = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (wanted) ask();
  }, [wanted]);
  return location;
}

/** Forgets the answer (tests start each case afresh). */
export function forgetBrowserLocation() {
  settle({ state: 'idle' });
}
