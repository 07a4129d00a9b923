import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const make = (language: 'en' | 'zh-CN' = 'en') => {
  const tr = createTranslator(language);
  tr.addResourceBundle('en', 'translation', {
    greet: 'Hello, {name}',
    'jobs.total': '{n} jobs found',
    'jobs.total_one': '{n} job found',
    twice: '{a} and {a}, {b}',
  });
  tr.addResourceBundle('zh-CN', 'translation', {
    greet: '你好，{name}',
    'jobs.total': '共找到 {n} 个职位',
    onlyChinese: '仅中文 {n}',
  });
  return tr;
};

describe('the translator', () => {
  it('fills {name} parameters; a missing one stays, null writes nothing', () => {
    const tr = make();
    expect(tr.t('greet', { name: '张三' })).toBe('Hello, 张三');
    expect(tr.t('greet')).toBe('Hello, {name}');
    expect(tr.t('greet', { name: null })).toBe('Hello, ');
    expect(tr.t('twice', { a: 1, b: 0 })).toBe('1 and 1, 0');
    // A value is written as it is, never read as a template of its own.
    expect(tr.t('greet', { name: '{name}' })).toBe('Hello, {name}');
  });

  it('chooses the singular in English for a count of one only; Chinese has one form', () => {
    const tr = make();
    expect(tr.t('jobs.total', { n: '1', count: 1 })).toBe('1 job found');
    expect(tr.t('jobs.total', { n: '0', count: 0 })).toBe('0 jobs found');
    expect(tr.t('jobs.total', { n: '1,234', count: 1234 })).toBe('1,234 jobs found');
    // Without a count (or with a string) there is no plural choice.
    expect(tr.t('jobs.total', { n: '1' })).toBe('1 jobs found');
    expect(tr.getFixedT('zh-CN')('jobs.total', { n: '1', count: 1 })).toBe('共找到 1 个职位');
  });

  it('takes a string English lacks from Chinese, then the default value, then the key', () => {
    const tr = make();
    expect(tr.t('onlyChinese', { n: 2 })).toBe('仅中文 2');
    expect(tr.t('nowhere', { defaultValue: 'fallback {n}', n: 3 })).toBe('fallback 3');
    expect(tr.t('nowhere')).toBe('nowhere');
  });

  it('answers in another language when asked (lng), and binds one language with getFixedT', () => {
    const tr = make();
    expect(tr.t('greet', { lng: 'zh-CN', name: '李四' })).toBe('你好，李四');
    expect(tr.getFixedT('en')).toBe(tr.getFixedT('en'));
    expect(tr.getFixedT('en')).not.toBe(tr.getFixedT('zh-CN'));
  });

  it('keeps the strings it has unless told to overwrite them', () => {
    const tr = make();
    tr.addResourceBundle('en', 'translation', { greet: 'Hi, {name}', fresh: 'New' }, true, false);
    expect(tr.t('greet', { name: 'A' })).toBe('Hello, A');
    expect(tr.t('fresh')).toBe('New');
    tr.addResourceBundle('en', 'translation', { greet: 'Hi, {name}' }, true, true);
    expect(tr.t('greet', { name: 'A' })).toBe('Hi, A');
  });

  it('tells its listeners when the language changes, once per change', async () => {
    const tr = make('zh-CN');
    const heard = vi.fn();
    tr.on('languageChanged', heard);
    await tr.changeLanguage('en');
    await tr.changeLanguage('en');
    expect(heard.mock.calls).toEqual([['en']]);
    expect(tr.language).toBe('en');
    expect(tr.t('greet', { name: 'A' })).toBe('Hello, A');
    // A language the portal does not offer is its first language.
    await tr.changeLanguage('fr');
    expect(tr.language).toBe('zh-CN');
    tr.off('languageChanged', heard);
    await tr.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
