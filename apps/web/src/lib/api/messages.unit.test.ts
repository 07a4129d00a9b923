import { describe, expect, it } from 'vitest';
import { translate } from '@rcwb/shared';
import { resolveMessage } from './messages';

const en = (key: string) => translate('en', key);
const zh = (key: string) => translate('zh-CN', key);

describe('resolveMessage', () => {
  it('prefers the code map over the server text', () => {
    expect(resolveMessage({ code: 401, msg: 'x' }, en)).toBe(
      'Authentication failed, cannot access system resources',
    );
    expect(resolveMessage({ code: '403', msg: 'x' }, zh)).toBe('当前操作没有权限');
  });

  it('falls back to msg, message, then the default', () => {
    expect(resolveMessage({ code: 500, msg: 'a', message: 'b' }, en)).toBe('a');
    expect(resolveMessage({ code: 500, message: 'b' }, en)).toBe('b');
    expect(resolveMessage({ code: 500 }, en)).toBe(
      'Unknown system error, please report to the administrator',
    );
    expect(resolveMessage({}, zh)).toBe('系统未知错误，请反馈给管理员');
  });
});
