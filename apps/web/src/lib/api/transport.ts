/** The part of `fetch` the client uses; tests pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type TransportOutcome<T> =
  { ok: true; response: Response; body: T } | { ok: false; kind: 'network' | 'timeout' | 'aborted' };

export type TransportOptions = { timeoutMs: number; signal?: AbortSignal | undefined };

/**
 * One HTTP exchange under a deadline. The timer covers reading the body too, as the classic
 * client's timeout did, and a caller's own signal (React Query cancelling) is told apart from the
 * deadline so that cancelling never shows an error.
 */
export async function exchange<T>(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  options: TransportOptions,
  read: (response: Response) => Promise<T>,
): Promise<TransportOutcome<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const forward = () => controller.abort();
  const { signal } = options;
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const body = await read(response);
    return { ok: true, response, body };
  } catch {
    if (timedOut) return { ok: false, kind: 'timeout' };
    if (signal?.aborted) return { ok: false, kind: 'aborted' };
    return { ok: false, kind: 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
