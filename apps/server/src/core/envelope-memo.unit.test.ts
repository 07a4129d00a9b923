import { describe, expect, it } from 'vitest';
import { createEnvelopeMemo } from './envelope-memo';

describe('envelope memo', () => {
  it('writes out and encrypts each answer object once per message', () => {
    const encrypted: string[] = [];
    const envelopeText = createEnvelopeMemo((text) => {
      encrypted.push(text);
      return `<${text}>`;
    });
    let written = 0;
    const data = { rows: [{ id: 1, title: '工程师' }], total: 1 };
    // Counts how often the answer is written out.
    const answer = { toJSON: () => ((written += 1), data) };
    const plain = envelopeText(answer, 'OK', false);
    expect(JSON.parse(plain)).toEqual({ code: 200, msg: 'OK', data });
    expect(envelopeText(answer, 'OK', true)).toBe(`<${plain}>`);
    expect(envelopeText(answer, 'OK', true)).toBe(`<${plain}>`);
    expect(envelopeText(answer, 'OK', false)).toBe(plain);
    expect([written, encrypted.length]).toEqual([1, 1]);
    expect(envelopeText(answer, '操作成功', true)).toBe(
      `<${JSON.stringify({ code: 200, msg: '操作成功', data })}>`,
    );
    expect([written, encrypted.length]).toEqual([2, 2]);
    // Another object with the same content is written out again, to the same text.
    expect(envelopeText({ toJSON: () => data }, 'OK', false)).toBe(plain);
  });
});
