import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight';
import { TITLE_MARK, documentTokens, postingTokens, queryTokens } from './tokenize';

const matches = (doc: string, keyword: string) => {
  const tokens = documentTokens(doc);
  const q = queryTokens(keyword).tokens;
  return q.length > 0 && q.every((t) => tokens.has(t));
};

describe('keyword tokens', () => {
  it('indexes Chinese as characters and neighbouring pairs', () => {
    expect([...documentTokens('数据分析')].sort()).toEqual(
      ['分', '分析', '据', '据分', '数', '数据', '析'].sort(),
    );
  });

  it('matches one-, two- and longer Chinese keywords', () => {
    const doc = '福州数智科技招聘高级数据分析师';
    expect(matches(doc, '数')).toBe(true);
    expect(matches(doc, '数据')).toBe(true);
    expect(matches(doc, '数据分析师')).toBe(true);
    expect(matches(doc, '据数')).toBe(false);
    expect(matches(doc, '会')).toBe(false);
    expect(matches(doc, '会计')).toBe(false);
  });

  it('asks only for pairs when the keyword is longer than one character', () => {
    expect(queryTokens('数据分析').tokens).toEqual(['数据', '据分', '分析']);
    expect(queryTokens('师').tokens).toEqual(['师']);
  });

  it('matches English words case-insensitively and by prefix, including full-width letters', () => {
    const doc = 'Senior Java Engineer (Spring Boot) C++';
    expect(matches(doc, 'java')).toBe(true);
    expect(matches(doc, 'ＪＡＶＡ')).toBe(true);
    expect(matches(doc, 'engine')).toBe(true);
    expect(matches(doc, 'spring boot')).toBe(true);
    expect(matches(doc, 'c++')).toBe(true);
    expect(matches(doc, 'python')).toBe(false);
    expect(matches(doc, 'ava')).toBe(false);
  });

  it('mixes scripts in one keyword', () => {
    expect(matches('Java开发工程师', 'java 开发')).toBe(true);
    expect(matches('Java开发工程师', 'java测试')).toBe(false);
  });

  it('ignores punctuation and returns no tokens for a keyword without words', () => {
    expect(queryTokens('！？。,.').tokens).toEqual([]);
  });

  it('marks title tokens so relevance can prefer title matches', () => {
    const tokens = postingTokens({ title: '会计', orgName: '海峡银行', descriptionText: 'finance' });
    expect(tokens).toContain(`${TITLE_MARK}会计`);
    expect(tokens).toContain('银行');
    expect(tokens).not.toContain(`${TITLE_MARK}银行`);
  });
});

describe('highlighting', () => {
  it('marks Chinese terms anywhere and latin terms at word starts', () => {
    expect(highlight('Java数据工程师 javascript', ['数据', 'java'])).toEqual([
      { text: 'Java', hit: true },
      { text: '数据', hit: true },
      { text: '工程师 ' },
      { text: 'java', hit: true },
      { text: 'script' },
    ]);
    expect(highlight('ajava', ['java'])).toEqual([{ text: 'ajava' }]);
  });

  it('keeps markup-looking text as text', () => {
    expect(highlight('<b>数据</b>', ['数据'])).toEqual([
      { text: '<b>' },
      { text: '数据', hit: true },
      { text: '</b>' },
    ]);
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'很长的介绍。'.repeat(30)}我们需要数据分析能力。`;
    const parts = snippet(text, ['数据'], 40);
    expect(parts[0]).toEqual({ text: '…' });
    expect(parts.some((p) => p.hit && p.text === '数据')).toBe(true);
  });
});
