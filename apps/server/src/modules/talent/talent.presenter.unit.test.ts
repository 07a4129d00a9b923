import { describe, expect, it } from 'vitest';
import { SUMMARY_LENGTH, maskName, shortSummary } from './talent.presenter';

describe('maskName', () => {
  it('keeps the surname and one asterisk', () => {
    expect(maskName('张伟明')).toBe('张*');
    expect(maskName(' 李红 ')).toBe('李*');
    expect(maskName('Alice Smith')).toBe('A*');
  });

  it('never returns a whole name, even of one character or an astral one', () => {
    expect(maskName('王')).toBe('王*');
    expect(maskName('𠀋明')).toBe('𠀋*');
    expect(maskName('')).toBe('*');
  });
});

describe('shortSummary', () => {
  it('blanks phone numbers and e-mail addresses a person wrote into their self-evaluation', () => {
    expect(shortSummary('五年数据分析经验，电话 138-0013-8000，邮箱 lin@example.com')).toBe(
      '五年数据分析经验，电话 ***，邮箱 ***',
    );
    // Short numbers (years, counts) stay.
    expect(shortSummary('Led a team of 12 for 3 years since 2019')).toBe(
      'Led a team of 12 for 3 years since 2019',
    );
  });

  it('cuts a long text short', () => {
    const s = shortSummary('数'.repeat(SUMMARY_LENGTH + 10));
    expect(Array.from(s)).toHaveLength(SUMMARY_LENGTH + 1);
    expect(s.endsWith('…')).toBe(true);
  });
});
