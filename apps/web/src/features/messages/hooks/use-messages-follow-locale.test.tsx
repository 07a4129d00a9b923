import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useMessagesFollowLocale } from './use-messages-follow-locale';

describe('useMessagesFollowLocale', () => {
  it('refetches the message list and home data after a language switch, not on first render', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ locale }) => useMessagesFollowLocale(locale), {
      wrapper,
      initialProps: { locale: 'zh-CN' },
    });
    rerender({ locale: 'zh-CN' });
    expect(invalidate).not.toHaveBeenCalled();

    rerender({ locale: 'en' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['messages', 'list'],
      ['home'],
    ]);
  });
});
