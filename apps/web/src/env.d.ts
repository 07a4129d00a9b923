// Build-time constants injected by vite.config.ts `define`.

/** SM4 wire key (32 hex characters) = the server's RCWB_WIRE_KEY; empty = the shared default. */
declare const __RCWB_WIRE_KEY__: string;

/** Cookie domain for the session token; empty means the current host only. */
declare const __RCWB_COOKIE_DOMAIN__: string;

/** The employment map's online tile layer (`{z}/{x}/{y}` URL template); empty = none. */
declare const __RCWB_MAP_TILE_URL__: string;
