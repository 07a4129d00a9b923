import { describe, expect, it } from 'vitest';
import { areaDictionary } from './area';
import { placeNameEn } from './place-name';

describe('English place names', () => {
  it('spells the proper name in pinyin and translates the kind of place', () => {
    expect(placeNameEn('鼓楼区')).toBe('Gulou District');
    expect(placeNameEn('闽侯县')).toBe('Minhou County');
    expect(placeNameEn('长乐区')).toBe('Changle District');
    expect(placeNameEn('福清市')).toBe('Fuqing City');
    expect(placeNameEn('平潭综合实验区')).toBe('Pingtanzongheshiyan District');
  });

  it('gives every district of the area dictionary an English name (Fuzhou’s Gulou is searchable as Gulou)', () => {
    const fujian = areaDictionary().entries.find((p) => p.value === '350000')!;
    const fuzhou = fujian.children!.find((c) => c.value === '350100')!;
    expect(fuzhou.en).toBe('Fuzhou');
    expect(fuzhou.children!.find((d) => d.value === '350102')).toMatchObject({
      zh: '鼓楼区',
      en: 'Gulou District',
    });
    const untranslated = fujian.children!.flatMap((c) => c.children ?? []).filter((d) => d.en === d.zh);
    expect(untranslated).toEqual([]);
  });
});
