/**
 * The online tile layer under the map, when the operator built the app with RCWB_MAP_TILE_URL
 * (an `https://…/{z}/{x}/{y}.png` template; docs/employment-map.md). Empty by default: the map
 * then makes no request outside the portal.
 */
export const MAP_TILE_URL: string = __RCWB_MAP_TILE_URL__;
