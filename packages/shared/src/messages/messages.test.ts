import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type TCatalogue, messagesOf, pickLocale, translate } from './index';

const isCatalogue = (value: unknown): value is TCatalogue =>
  typeof value === 'object' && value !== null && LOCALES.every((l) => l in value);

// Every area file of this folder, so a catalogue added later is checked without editing this test.
const areaFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'types.ts',
);
const catalogues: Array<[string, TCatalogue]> = [];
for (const file of areaFiles) {
  const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (isCatalogue(value)) catalogues.push([`${file}:${name}`, value]);
  }
}

describe('catalogues', () => {
  it('finds the core and validation catalogues', () => {
    expect(catalogues.map(([name]) => name)).toEqual(
      expect.arrayContaining(['core.ts:core', 'validation.ts:validation']),
    );
  });

  it.each(catalogues)('%s has the same keys in every locale, none blank', (_name, catalogue) => {
    const en = Object.keys(catalogue.en).sort();
    expect(en.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(Object.keys(catalogue[locale]).sort()).toEqual(en);
      for (const text of Object.values(catalogue[locale])) expect((text ?? '').trim()).not.toBe('');
    }
  });

  it.each(catalogues)('%s is registered and no other catalogue overrides its keys', (_name, catalogue) => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogue[locale])) expect(messagesOf(locale)[key]).toBe(text);
    }
  });

  it('uses the same {placeholders} in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messagesOf('en'))) {
      expect(placeholders(messagesOf('zh-CN')[key]!), key).toEqual(placeholders(messagesOf('en')[key]!));
    }
  });
});

describe('translate', () => {
  it('resolves a key in each locale', () => {
    expect(translate('en', 'idEmpty')).toBe('ID number cannot be empty');
    expect(translate('zh-CN', 'idEmpty')).toBe('身份证号不能为空');
    expect(translate('en', 'mobileInvalid')).toBe('please enter a correct mobile number');
  });

  it('fills {name} parameters, numbers included', () => {
    expect(translate('en', 'uploadSize', { n: 5 })).toBe('size cannot exceed 5 MB');
    expect(translate('zh-CN', 'uploadCount', { n: 3 })).toBe('上传文件数量不能超过 3 个!');
    expect(translate('en', 'uploadFormat', { formats: 'png/jpg' })).toBe(
      'wrong format: please upload files in the formats: png/jpg',
    );
  });

  it('leaves a placeholder whose parameter is missing', () => {
    expect(translate('en', 'uploadSize', {})).toBe('size cannot exceed {n} MB');
  });

  it('returns an unknown key as is', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('pickLocale', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['ZH', 'zh-CN'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR, de', DEFAULT_LOCALE],
    ['', DEFAULT_LOCALE],
    [null, DEFAULT_LOCALE],
    [undefined, DEFAULT_LOCALE],
  ])('%j → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('defaults to Chinese', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
  });
});
