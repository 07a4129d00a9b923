import { defineCatalogue } from '@rcwb/shared';

/** New-password fields and the password rules, shown by registration, recovery and the password screen. */
export const passwordRules = defineCatalogue({
  en: {
    'pwd.new': 'New password',
    'pwd.confirm': 'Confirm new password',
    'pwd.confirmRequired': 'Please enter the new password again',
    'pwd.mismatch': 'The two passwords do not match',
    'pwd.rules': 'The new password must be:',
    'pwd.rule.length': '{min} to {max} characters long',
    'pwd.rule.classes': 'made of at least {n} of: upper-case letters, lower-case letters, digits, symbols',
    'pwd.rule.username': 'different from your username',
    'pwd.rule.common': 'not a commonly used password',
    'pwd.rule.met': 'met',
    'pwd.rule.unmet': 'not met',
  },
  'zh-CN': {
    'pwd.new': '新密码',
    'pwd.confirm': '确认新密码',
    'pwd.confirmRequired': '请再次输入新密码',
    'pwd.mismatch': '两次输入的密码不一致',
    'pwd.rules': '新密码需要：',
    'pwd.rule.length': '长度为 {min} 到 {max} 个字符',
    'pwd.rule.classes': '至少包含大写字母、小写字母、数字、符号中的 {n} 种',
    'pwd.rule.username': '不能与用户名相同',
    'pwd.rule.common': '不能是常见密码',
    'pwd.rule.met': '已满足',
    'pwd.rule.unmet': '未满足',
  },
});
