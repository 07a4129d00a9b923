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
    'login.firstPassword.intro':
      'Your password was set by someone else. Set your own password now: nothing else is available until you do.',
    'login.firstPassword.new': 'New password',
    'login.consents.intro':
      'A document you accepted has a new version. Please read it and accept it to continue, or sign out.',
    'login.consents.accept': 'I have read and accept',
    'login.consents.decline': 'Sign out',
    'login.firstPassword.confirm': 'Confirm the new password',
    'login.firstPassword.submit': 'Set my password',
    'login.firstPassword.policy':
      'the password needs 8 to 64 characters of at least three kinds (upper case, lower case, digits, symbols) and must not contain the username',
    'login.firstPassword.mismatch': 'the two passwords are not the same',
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
    'login.firstPassword.intro': '您的密码是由他人设置的，请现在设置您自己的密码：设置之前无法使用其他功能。',
    'login.consents.intro': '您同意过的文件已更新版本，请阅读并同意后继续，或退出登录。',
    'login.consents.accept': '我已阅读并同意',
    'login.consents.decline': '退出登录',
    'login.firstPassword.new': '新密码',
    'login.firstPassword.confirm': '确认新密码',
    'login.firstPassword.submit': '设置我的密码',
    'login.firstPassword.policy':
      '密码须为 8 到 64 位，至少包含大写字母、小写字母、数字、符号中的三种，且不能包含用户名',
    'login.firstPassword.mismatch': '两次输入的密码不一致',
    'login.configError': '登录服务暂时不可用。',
    'login.backToPortal': '返回门户首页',
  },
});
