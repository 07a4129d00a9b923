import { describe, expect, it } from 'vitest';
import { quoteLexeme } from './jobs';

describe('quoteLexeme', () => {
  it('quotes a token so PostgreSQL takes it literally', () => {
    expect(quoteLexeme('数据')).toBe("'数据'");
    expect(quoteLexeme('c++')).toBe("'c++'");
    expect(quoteLexeme('t:java')).toBe("'t:java'");
  });

  it('escapes quotes and backslashes', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });
});
