import { Component, type ReactNode } from 'react';
import type { TRegionGeo } from './region-geo';
// A URL, not the data: the outlines are fetched with a map, never bundled into a page.
import regionGeoUrl from './region-350000.geo.json?url';

/** The region's district outlines, fetched when a map is first drawn. */
export async function fetchRegionGeo(): Promise<TRegionGeo> {
  const res = await fetch(regionGeoUrl);
  if (!res.ok) throw new Error(`map outlines: HTTP ${res.status}`);
  return (await res.json()) as TRegionGeo;
}

/**
 * Draws nothing in place of a map that cannot load (offline, an old build's asset): what the
 * page shows beside it (the address, the typed coordinates) works on its own.
 */
export class MapFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
