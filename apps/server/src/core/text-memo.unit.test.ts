import { describe, expect, it } from 'vitest';
import { createTextMemo } from './text-memo';

/** A memo of a stand-in computation that records its calls; sizes count key and value. */
function counting(maxChars: number) {
  const calls: string[] = [];
  const memo = createTextMemo(
    (text: string) => {
      calls.push(text);
      return `<${text}>`;
    },
    maxChars,
    (text, value) => text.length + value.length,
  );
  return { calls, memo };
}

describe('text memo', () => {
  it('computes a repeated text once', () => {
    const { calls, memo } = counting(1_000);
    expect(memo('abc')).toBe('<abc>');
    expect(memo('abc')).toBe('<abc>');
    expect(memo('abd')).toBe('<abd>');
    expect(calls).toEqual(['abc', 'abd']);
  });

  it('drops the least recently used texts past its size', () => {
    // Each entry holds 3 + 5 characters; 16 × 2 entries fit.
    const { calls, memo } = counting(16 * 8 * 2);
    const texts = Array.from({ length: 33 }, (_, i) => String(i).padStart(3, '0'));
    for (const t of texts.slice(0, 32)) memo(t);
    memo('000'); // now the most recently used
    memo(texts[32]!); // the oldest, 001, goes
    calls.length = 0;
    memo('000');
    memo('002');
    memo('001');
    expect(calls).toEqual(['001']);
  });

  it('does not keep a text larger than a sixteenth of its size', () => {
    const { calls, memo } = counting(160);
    const large = 'x'.repeat(10);
    expect(memo(large)).toBe(`<${large}>`);
    expect(memo(large)).toBe(`<${large}>`);
    expect(calls).toHaveLength(2);
  });

  it('computes a text again after its computation threw, and remembers it once it succeeds', () => {
    let calls = 0;
    let fail = true;
    const memo = createTextMemo(
      (text) => {
        calls += 1;
        if (fail) throw new Error('malformed');
        return { text };
      },
      1_000,
      (text) => text.length,
    );
    expect(() => memo('abc')).toThrow('malformed');
    fail = false;
    const value = memo('abc');
    expect(memo('abc')).toBe(value);
    expect(calls).toBe(2);
  });
});
