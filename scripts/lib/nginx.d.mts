// Types of scripts/lib/nginx.mjs for the TypeScript callers (bench/lib/nginx.ts).
export function startNginx(opts: {
  /** Where its configuration, certificate and logs go. */
  dir: string;
  port: number;
  /** host:port of each node. */
  upstreams: string[];
  /** The built web app whose assets nginx serves from disk. */
  webDist: string;
  /** fail_timeout of each node, in seconds (default 5). */
  failTimeoutS?: number;
  /** HTTPS and HTTP/2 with a self-signed certificate. */
  tls?: boolean;
  log?: (line: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
