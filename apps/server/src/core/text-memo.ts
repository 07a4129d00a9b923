/**
 * A function of a text, remembered for the texts that come again: least recently used out first,
 * bounded by the characters held (`sizeOf` of a text and its value). A value larger than a
 * sixteenth of the bound is computed every time, so a few large ones cannot empty the memo. A
 * text whose computation throws is not remembered.
 */
export function createTextMemo<V>(
  compute: (text: string) => V,
  maxChars: number,
  sizeOf: (text: string, value: V) => number,
) {
  const kept = new Map<string, { value: V; size: number }>();
  let chars = 0;
  return (text: string): V => {
    const known = kept.get(text);
    if (known !== undefined) {
      kept.delete(text);
      kept.set(text, known); // most recently used last
      return known.value;
    }
    const value = compute(text);
    const size = sizeOf(text, value);
    if (size > maxChars / 16) return value;
    kept.set(text, { value, size });
    chars += size;
    for (const [oldest, entry] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldest);
      chars -= entry.size;
    }
    return value;
  };
}
