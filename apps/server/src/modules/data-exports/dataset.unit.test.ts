import { describe, expect, it } from 'vitest';
import { type TFilterField, filtersSchema, maskPersonal } from './dataset';

const FIELDS: TFilterField[] = [
  { key: 'title', type: 'text', max: 5, en: 'Title', zh: '标题' },
  {
    key: 'status',
    type: 'select',
    en: 'Status',
    zh: '状态',
    options: [{ value: 'open', en: 'Open', zh: '开放' }],
  },
  { key: 'from', type: 'date', en: 'From', zh: '自' },
];

describe('a dataset’s filter schema', () => {
  const schema = filtersSchema(FIELDS);
  it('keeps the declared filters, trimmed, and drops blanks', () => {
    expect(schema.parse({ title: ' ab ', status: 'open', from: '' })).toEqual({
      title: 'ab',
      status: 'open',
    });
  });
  it('refuses other keys, other options, long text and malformed dates', () => {
    for (const bad of [{ secret: 'x' }, { status: 'closed' }, { title: 'toolong' }, { from: '2026-1-1' }])
      expect(schema.safeParse(bad).success).toBe(false);
  });
});

describe('masking personal data', () => {
  it('keeps only what a list screen shows of each kind', () => {
    expect(maskPersonal('name', '王小明')).toBe('王**');
    expect(maskPersonal('mobile', '13812345678')).toBe('138****5678');
    expect(maskPersonal('idNumber', '11010119900101123X')).toBe('110***********123X');
    expect(maskPersonal('email', 'alice@example.com')).toBe('a***@example.com');
    expect(maskPersonal('email', 'nodomain')).toBe('n******n');
    expect(maskPersonal('phone', '0591-88888888')).toBe('059********88');
  });
  it('leaves empty values and numbers alone', () => {
    expect(maskPersonal('name', '')).toBe('');
    expect(maskPersonal('mobile', null)).toBeNull();
    expect(maskPersonal('name', 42)).toBe(42);
  });
});
