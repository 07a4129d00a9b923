import { defineCatalogue } from '@rcwb/shared';

/** Sign-in screen. */
export const login = defineCatalogue({
  en: {
    'login.heading': 'Sign in to your account',
    'login.username': 'Username',
    'login.password': 'Password',
    'login.captcha': 'Verification code',
    'login.refreshCaptcha': 'Get a different image',
    'login.showPassword': 'Show password',
    'login.show': 'Show',
    'login.hide': 'Hide',
    'login.usernameRequired': 'Please enter your username',
    'login.passwordRequired': 'Please enter your password',
    'login.captchaRequired': 'Please enter the verification code',
    'login.submit': 'Sign in',
    'login.configError': 'The sign-in service is unavailable at the moment.',
    'login.backToPortal': 'Back to the portal',
  },
  'zh-CN': {
    'login.heading': '账号登录',
    'login.username': '用户名',
    'login.password': '密码',
    'login.captcha': '验证码',
    'login.refreshCaptcha': '看不清？换一张',
    'login.showPassword': '显示密码',
    'login.show': '显示',
    'login.hide': '隐藏',
    'login.usernameRequired': '请输入您的用户名',
    'login.passwordRequired': '请输入您的密码',
    'login.captchaRequired': '请输入验证码',
    'login.submit': '登录',
    'login.configError': '登录服务暂时不可用。',
    'login.backToPortal': '返回门户首页',
  },
});
