import { describe, expect, it } from 'vitest';
import { isAppPath } from './latest-messages';

describe('isAppPath', () => {
  it('accepts in-app paths only', () => {
    expect(isAppPath('/g010702/deliver')).toBe(true);
    expect(isAppPath('/index?tab=1')).toBe(true);
    for (const link of [
      null,
      '',
      'g01',
      '//evil.example',
      '/\\evil.example',
      'https://x.example',
      'javascript:alert(1)',
    ])
      expect({ link, ok: isAppPath(link) }).toEqual({ link, ok: false });
  });
});
