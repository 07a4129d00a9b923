import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('keeps the Chinese unit in Chinese', () => {
    expect(formatAmount(50, '万元', 'zh-CN')).toBe('50 万元');
    expect(formatAmount(1.5, '亿元', 'zh-CN')).toBe('1.5 亿元');
  });

  it('writes 万 and 亿 out in yuan in English', () => {
    expect(formatAmount(50, '万元', 'en')).toBe('500,000 yuan');
    expect(formatAmount(1.5, '亿元', 'en')).toBe('150,000,000 yuan');
    expect(formatAmount(800, '元', 'en')).toBe('800 yuan');
  });

  it('shows other units as written, and no unit when there is none', () => {
    expect(formatAmount(120, '平方米', 'en')).toBe('120 平方米');
    expect(formatAmount(3, 'months', 'en')).toBe('3 months');
    expect(formatAmount(12000, '', 'en')).toBe('12,000');
  });
});
