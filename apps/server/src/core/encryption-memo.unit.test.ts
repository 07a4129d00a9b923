import { describe, expect, it } from 'vitest';
import { createEncryptionMemo } from './encryption-memo';

/** A stand-in cipher that counts its calls: the memo's behaviour does not depend on the cipher. */
function counting() {
  const calls: string[] = [];
  const encrypt = (text: string) => {
    calls.push(text);
    return `<${text}>`;
  };
  return { calls, encrypt };
}

describe('encryption memo', () => {
  it('encrypts a repeated text once and answers the same ciphertext', () => {
    const { calls, encrypt } = counting();
    const memo = createEncryptionMemo(encrypt, 1_000);
    expect(memo('abc')).toBe('<abc>');
    expect(memo('abc')).toBe('<abc>');
    expect(memo('abd')).toBe('<abd>');
    expect(calls).toEqual(['abc', 'abd']);
  });

  it('drops the least recently used texts past its size', () => {
    const { calls, encrypt } = counting();
    // Each entry holds 3 + 5 characters; 16 × 2 entries fit.
    const memo = createEncryptionMemo(encrypt, 16 * 8 * 2);
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
    const { calls, encrypt } = counting();
    const memo = createEncryptionMemo(encrypt, 160);
    const large = 'x'.repeat(10);
    expect(memo(large)).toBe(`<${large}>`);
    expect(memo(large)).toBe(`<${large}>`);
    expect(calls).toHaveLength(2);
  });
});
