/**
 * Replaces the middle of a value with `*`, keeping `head` leading and `tail` trailing characters.
 * A value too short to keep both ends is masked completely, so nothing leaks from odd input.
 */
export function maskMiddle(value: string | null | undefined, head: number, tail: number): string {
  const chars = [...(value ?? '').trim()];
  if (chars.length <= head + tail) return '*'.repeat(chars.length);
  return `${chars.slice(0, head).join('')}${'*'.repeat(chars.length - head - tail)}${chars.slice(-tail).join('')}`;
}
