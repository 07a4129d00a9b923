import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createTranslator, type TFunction } from './translator';
import { translationHook } from './use-translation';

describe('useTranslation', () => {
  it('re-renders in the new language and keeps t while the language stays', async () => {
    const translator = createTranslator('zh-CN');
    translator.addResourceBundle('zh-CN', 'translation', { hello: '你好，{name}' });
    translator.addResourceBundle('en', 'translation', { hello: 'Hello, {name}' });
    const useTranslation = translationHook(translator);
    const seen: TFunction[] = [];
    function Greeting({ name }: { name: string }) {
      const { t, i18n } = useTranslation();
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return <p lang={i18n.language}>{t('hello', { name })}</p>;
    }

    const { rerender } = render(<Greeting name="张三" />);
    expect(screen.getByText('你好，张三').getAttribute('lang')).toBe('zh-CN');
    rerender(<Greeting name="李四" />);
    screen.getByText('你好，李四');
    expect(seen).toHaveLength(1);

    await act(() => translator.changeLanguage('en'));
    expect(screen.getByText('Hello, 李四').getAttribute('lang')).toBe('en');
    expect(seen).toHaveLength(2);
  });
});
