import { describe, expect, it } from 'vitest';
import type { TCellContext } from './dataset';
import * as column from './columns';
import { selectFilter } from './filter-fields';

const ctx = (locale: 'en' | 'zh-CN'): TCellContext => ({
  timeZone: 'Asia/Shanghai',
  locale,
  label: (type, value) => `${type}:${value ?? ''}`,
});
const LABELS = { open: { en: 'Open', zh: '开放' }, shut: { en: 'Shut', zh: '关闭' } };

describe('export column builders', () => {
  it('declare a plain column with its options and the id column every sheet starts with', () => {
    const c = column.plain<{ id: number; n: string }>('n', 'Name', '名称', (r) => r.n, { personal: 'name' });
    expect(c).toMatchObject({ key: 'n', en: 'Name', zh: '名称', personal: 'name' });
    expect(c.value({ id: 1, n: 'x' }, ctx('en'))).toBe('x');
    const id = column.id<{ id: number }>();
    expect(id).toMatchObject({ key: 'id', en: 'ID', zh: '编号', width: 10 });
    expect(id.value({ id: 7 }, ctx('en'))).toBe(7);
  });

  it('name a value in the sheet’s language, blank when absent and as it is when unnamed', () => {
    const c = column.label<{ s: string | null }, string>('s', 'Status', '状态', LABELS, (r) => r.s);
    expect(c.value({ s: 'open' }, ctx('en'))).toBe('Open');
    expect(c.value({ s: 'open' }, ctx('zh-CN'))).toBe('开放');
    expect(c.value({ s: null }, ctx('en'))).toBe('');
    expect(c.value({ s: 'other' }, ctx('en'))).toBe('other');
  });

  it('label dictionary values through the sheet’s dictionaries', () => {
    const c = column.dict<{ g: string }>('g', 'Gender', '性别', 'gender', (r) => r.g);
    expect(c.value({ g: '1' }, ctx('en'))).toBe('gender:1');
  });

  it('offer a select filter’s values with their names', () => {
    const f = selectFilter('s', 'Status', '状态', ['open', 'shut'] as const, LABELS);
    expect(f).toMatchObject({ key: 's', type: 'select', en: 'Status', zh: '状态' });
    const offered = f.type === 'select' ? f.options : [];
    expect(offered).toEqual([
      { value: 'open', ...LABELS.open },
      { value: 'shut', ...LABELS.shut },
    ]);
  });
});
