// Types of scripts/cluster.mjs for the TypeScript callers (bench/crash.ts, bench/load.ts).
export type TClusterNode = { name: string; port: number; url: string; pid: number | undefined };

export type TCluster = {
  /** nginx's address, e.g. http://127.0.0.1:8000 (https:// with `tls`) */
  url: string;
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  readonly nodes: TClusterNode[];
  /** kill -9 of a node. */
  kill(name: string): Promise<void>;
  /** Starts a node that was killed; resolves once it answers. */
  start(name: string): Promise<void>;
  /** SIGTERM, then a new start. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
};

/** How long nginx leaves a node alone after a failed request (fail_timeout). */
export const NODE_FAIL_TIMEOUT_S: number;

export function startCluster(opts?: {
  dir?: string;
  port?: number;
  nodes?: number;
  keep?: boolean;
  /** All nodes start at once (default: the first alone, then the others). */
  together?: boolean;
  /** nginx serves HTTPS and HTTP/2 with a self-signed certificate (url is then https://…). */
  tls?: boolean;
  env?: Record<string, string>;
  log?: (line: string) => void;
  startTimeoutMs?: number;
}): Promise<TCluster>;
