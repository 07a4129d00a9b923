/** The key and shape the classic shell uses in session storage. */
export const REPEAT_SUBMIT_KEY = 'sessionObj';
export const REPEAT_SUBMIT_INTERVAL_MS = 1000;
/** Bodies this large skip the check (session storage could not hold them anyway). */
export const REPEAT_SUBMIT_MAX_BYTES = 5 * 1024 * 1024;

type SubmitRecord = { url: string; data: string; time: number };
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * 53-bit string hash (cyrb53). The record keeps a digest rather than the body so that form data
 * (ID numbers, phone numbers) never lingers in session storage; comparing digests is equivalent
 * to comparing bodies for this 1-second window.
 */
function digest(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const ch = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${value.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

function readRecord(storage: KeyValueStorage): SubmitRecord | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(REPEAT_SUBMIT_KEY) ?? 'null') as Partial<SubmitRecord> | null;
    if (parsed && typeof parsed.url === 'string' && typeof parsed.time === 'number') {
      return { url: parsed.url, data: String(parsed.data), time: parsed.time };
    }
  } catch {
    // A corrupt record is treated as absent.
  }
  return undefined;
}

const byteLength = (value: string): number =>
  // A quick upper bound first: most bodies are far below the limit and need no encoding.
  value.length * 3 < REPEAT_SUBMIT_MAX_BYTES ? value.length : new TextEncoder().encode(value).length;

/**
 * SHELL-BEHAVIOUR.md "Requests": keeps only the last `{url, data, time}`; the same url and data
 * within the interval is a duplicate (and does not refresh the record). Returns true for a duplicate.
 */
export function isRepeatSubmit(
  storage: KeyValueStorage,
  url: string,
  data: string,
  now: number,
  intervalMs = REPEAT_SUBMIT_INTERVAL_MS,
): boolean {
  if (byteLength(data) >= REPEAT_SUBMIT_MAX_BYTES) return false;
  const record: SubmitRecord = { url, data: digest(data), time: now };
  const previous = readRecord(storage);
  if (previous && previous.url === url && previous.data === record.data && now - previous.time < intervalMs) {
    return true;
  }
  try {
    storage.setItem(REPEAT_SUBMIT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the guard degrades to "no check" rather than blocking requests.
  }
  return false;
}
