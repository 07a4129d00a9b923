import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { RESEND_SECONDS, useSmsSender } from './use-sms-sender';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSmsSender', () => {
  it('sends, then counts down 60 s before another code may be asked for', async () => {
    const request = vi.fn().mockResolvedValue(null);
    const { result } = renderHook(() => useSmsSender('register', request));

    await act(async () => {
      await expect(result.current.send(' 13800138000 ', { code: 'ab12', uuid: 'u1' })).resolves.toBe(true);
    });
    expect(request).toHaveBeenCalledWith('13800138000', { code: 'ab12', uuid: 'u1' });
    expect(result.current.sent).toBe(true);
    expect(result.current.secondsLeft).toBe(RESEND_SECONDS);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(result.current.secondsLeft).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });

  it('refuses a wrong number without a request', async () => {
    const request = vi.fn();
    const { result } = renderHook(() => useSmsSender('register', request));
    await act(async () => {
      await expect(result.current.send('12345')).resolves.toBe(false);
    });
    expect(request).not.toHaveBeenCalled();
    expect(result.current.error).toBe('please enter a correct mobile number');
    expect(result.current.secondsLeft).toBe(0);
  });

  it("shows the server's refusal and starts no countdown", async () => {
    const request = vi
      .fn()
      .mockRejectedValue(new ApiError('business', 'please wait 42 seconds before requesting another code'));
    const { result } = renderHook(() => useSmsSender('register', request));
    await act(async () => {
      await expect(result.current.send('13800138000')).resolves.toBe(false);
    });
    expect(result.current.error).toBe('please wait 42 seconds before requesting another code');
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.sent).toBe(false);
  });
});
