import { describe, expect, it } from 'vitest';
import { isExternalLink, isValidAnchorId, linkPrefixSuggestion } from './links';

describe('isExternalLink', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=1',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    'tel:+861012345678',
  ])('%s is external', (value) => {
    expect(isExternalLink(value)).toBe(true);
  });

  it.each([
    '/system/user',
    'system/user',
    'www.example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http:example.com',
    'https:/example.com',
    ' http://example.com',
    '',
    null,
    undefined,
  ])('%j is not external', (value) => {
    expect(isExternalLink(value)).toBe(false);
  });
});

describe('isValidAnchorId', () => {
  it.each(['a', 'Section1', 'intro-part.2:b_c', 'Z9'])('%s is valid', (value) => {
    expect(isValidAnchorId(value)).toBe(true);
  });

  it.each(['', '1abc', '-a', '_a', '.a', 'a b', 'a#b', 'a/b', '章节', 'é', null])(
    '%j is invalid',
    (value) => {
      expect(isValidAnchorId(value)).toBe(false);
    },
  );
});

describe('linkPrefixSuggestion', () => {
  it.each(['someone@example.com', ' first.last+tag@mail.example.cn '])('%s → mailto:', (value) => {
    expect(linkPrefixSuggestion(value)).toBe('mailto:');
  });

  it.each([
    'www.example.com',
    'WWW.example.com/path',
    // An internationalised host is only recognised by its www. prefix.
    'www.例子.中国',
    'example.com',
    'sub.example.com.cn/a/b?c=1#d',
    'example.com:8080/x',
    '10.0.0.1:8080',
  ])('%s → http://', (value) => {
    expect(linkPrefixSuggestion(value)).toBe('http://');
  });

  it.each([
    'http://example.com',
    'https://www.example.com',
    'mailto:someone@example.com',
    'tel:+8610123',
    'ftp://files.example.com',
    '/system/user',
    './page',
    '#anchor',
    '?q=1',
    'index.html',
    'docs/report.pdf',
    'localhost',
    'just words',
    'user@localhost',
    '',
    null,
  ])('%j → null', (value) => {
    expect(linkPrefixSuggestion(value)).toBeNull();
  });
});
