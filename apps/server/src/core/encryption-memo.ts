/**
 * The encrypted texts of answers that repeat byte for byte (a cached search asked again gives
 * the same envelope): kept by their plaintext, least recently used out first, so a repeat costs
 * a lookup instead of the cipher, about a quarter of the server's CPU on such an answer. The
 * wire cipher has a fixed key and no IV (SPEC's envelope), so a plaintext has one ciphertext.
 * Bounded by the characters held, keys and values together.
 */
export function createEncryptionMemo(encrypt: (text: string) => string, maxChars = 8_000_000) {
  const kept = new Map<string, string>();
  let chars = 0;
  return (text: string): string => {
    const known = kept.get(text);
    if (known !== undefined) {
      kept.delete(text);
      kept.set(text, known); // most recently used last
      return known;
    }
    const encrypted = encrypt(text);
    const size = text.length + encrypted.length;
    // One answer may take a sixteenth of the memo at most, so a few large ones cannot empty it.
    if (size > maxChars / 16) return encrypted;
    kept.set(text, encrypted);
    chars += size;
    for (const [oldest, value] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return encrypted;
  };
}
