// The part of autocannon's API bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  type TRequestSpec = {
    setupRequest?: (
      req: Record<string, unknown>,
      context: Record<string, unknown>,
    ) => Record<string, unknown>;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  type TOptions = {
    url: string;
    connections?: number;
    duration?: number;
    /** Each connection is closed and opened anew after this many requests. */
    reconnectRate?: number;
    requests?: TRequestSpec[];
  };
  type THistogram = { average: number; total: number; p50: number; p99: number };
  type TResult = {
    latency: THistogram;
    requests: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  /** A run: awaited for its result; `reqError` reports each connection error or timeout. */
  type TRun = Promise<TResult> & {
    on(event: 'reqError', listener: (error: Error & { code?: string }) => void): TRun;
  };
  export default function autocannon(options: TOptions): TRun;
}
