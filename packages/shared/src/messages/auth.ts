import { defineCatalogue } from './types';

/**
 * Sign-in and session messages (server module `auth`). Unknown usernames and wrong passwords
 * share `auth.loginFailed` on purpose: the answer must not tell whether an account exists.
 */
export const auth = defineCatalogue({
  en: {
    'auth.loginFailed': 'wrong username or password',
    'auth.accountLocked': 'too many failed sign-ins: the account is locked, try again in {minutes} minutes',
    'auth.accountLockedByAdmin': 'the account has been locked, please contact the administrator',
    'auth.accountDisabled': 'the account is disabled, please contact the administrator',
    'auth.passwordChangeRequired': 'please set your own password before you go on',
    'auth.captchaRequired': 'please enter the verification code',
    'auth.captchaWrong': 'the verification code is wrong',
    'auth.captchaExpired': 'the verification code has expired, please get a new one',
  },
  'zh-CN': {
    'auth.loginFailed': '用户名或密码错误',
    'auth.accountLocked': '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    'auth.accountLockedByAdmin': '账号已被锁定，请联系管理员',
    'auth.accountDisabled': '账号已停用，请联系管理员',
    'auth.passwordChangeRequired': '请先设置您自己的密码再继续',
    'auth.captchaRequired': '请输入验证码',
    'auth.captchaWrong': '验证码错误',
    'auth.captchaExpired': '验证码已失效，请重新获取',
  },
});
