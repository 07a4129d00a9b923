import { type TextCipher, WireFormatError } from './cipher';

/** Header names and values of the wire protocol (ARCHITECTURE.md "Wire protocol"). */
export const WIRE = {
  /** Request header: the body / reqData is SM4-encrypted. */
  requestTypeHeader: 'reqtype',
  /** Request header: the client wants an encrypted response. */
  responseTypeHeader: 'restype',
  /** Response header marking an encrypted body. */
  encryptedResponseHeader: 'restypesm',
  sm4: 'sm4',
  queryParam: 'reqData',
  segmentSeparator: '$',
} as const;

/**
 * Request header naming the web app's current route (e.g. `/g070101/gcIndex`): the screen a
 * read of personal data was made through, for its audit log. Outside the cipher on purpose: it
 * says only where the caller stands, never what it asks.
 */
export const SCREEN_HEADER = 'x-rcwb-screen';

const HEX = /^(?:[0-9a-f]{32})+$/i;

/** Largest plaintext segment (UTF-16 code units) encrypted alone in a response. */
export const RESPONSE_SEGMENT_CHARS = 65536;

/** Encrypts a JSON value into the POST/PUT body shape `{ reqData }`. */
export function encodeBody(cipher: TextCipher, body: unknown): { reqData: string } {
  return { reqData: cipher.encrypt(JSON.stringify(body ?? {})) };
}

/** Encrypts GET/DELETE params into the value of the single `reqData` query parameter. */
export function encodeQuery(cipher: TextCipher, params: Record<string, unknown> | undefined): string {
  return cipher.encrypt(JSON.stringify(params ?? {}));
}

/** Decrypts one hex ciphertext and parses it as JSON; any failure is a WireFormatError. */
export function decodeHexJson(cipher: TextCipher, hex: unknown): unknown {
  if (typeof hex !== 'string' || !HEX.test(hex)) throw new WireFormatError('not hex');
  let text: string;
  try {
    text = cipher.decrypt(hex);
  } catch {
    throw new WireFormatError('cannot decrypt');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new WireFormatError('not JSON');
  }
}

/** Decodes a POST/PUT body `{ reqData }` into its JSON value. */
export function decodeBody(cipher: TextCipher, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new WireFormatError('body is not an object');
  }
  return decodeHexJson(cipher, (body as Record<string, unknown>)[WIRE.queryParam]);
}

/** Decodes the `reqData` query value into a params object. */
export function decodeQuery(cipher: TextCipher, reqData: unknown): Record<string, unknown> {
  const value = decodeHexJson(cipher, reqData);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WireFormatError('params are not an object');
  }
  return value as Record<string, unknown>;
}

/**
 * Encrypts a response payload. Long plaintexts are cut into segments, each encrypted alone and
 * joined with '$', so a client can decrypt large answers piecewise. Cuts never split a
 * surrogate pair.
 */
export function encodeResponse(
  cipher: TextCipher,
  payload: unknown,
  segmentChars = RESPONSE_SEGMENT_CHARS,
): string {
  // JSON.stringify(undefined) is undefined, not text; send it as null.
  return encodeResponseText(cipher, JSON.stringify(payload ?? null), segmentChars);
}

/** As encodeResponse, for a payload already serialised as JSON (e.g. by the server's framework). */
export function encodeResponseText(
  cipher: TextCipher,
  text: string,
  segmentChars = RESPONSE_SEGMENT_CHARS,
): string {
  // A zero, negative or fractional size would never advance the cut below.
  if (!Number.isInteger(segmentChars) || segmentChars < 1) {
    throw new RangeError('segmentChars must be a positive integer');
  }
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + segmentChars, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) {
      // Leave the high surrogate for the next segment, unless it is the only unit in this one
      // (segmentChars = 1): then take the whole pair, or the loop would never move on.
      end = end - 1 > start ? end - 1 : end + 1;
    }
    parts.push(cipher.encrypt(text.slice(start, end)));
    start = end;
  }
  return parts.join(WIRE.segmentSeparator);
}

/** Decrypts a response body (`<hex>` or `<hex>$<hex>$…`) and parses the joined plaintext. */
export function decodeResponse(cipher: TextCipher, body: string): unknown {
  if (typeof body !== 'string') throw new WireFormatError('response is not text');
  const text = body
    .trim()
    .split(WIRE.segmentSeparator)
    .map((part) => {
      if (!HEX.test(part)) throw new WireFormatError('response segment is not hex');
      try {
        return cipher.decrypt(part);
      } catch {
        // Ciphers report a wrong key or bad padding in their own way; callers see one error type.
        throw new WireFormatError('cannot decrypt response segment');
      }
    })
    .join('');
  try {
    return JSON.parse(text);
  } catch {
    throw new WireFormatError('response is not JSON');
  }
}
