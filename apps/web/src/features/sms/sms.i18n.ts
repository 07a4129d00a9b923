import { defineCatalogue } from '@rcwb/shared';

/** g070113 SMS outbox (features/sms). */
export const smsUi = defineCatalogue({
  en: {
    'smsOutbox.recipient': 'Mobile number',
    'smsOutbox.recipientHint': 'The whole number',
    'smsOutbox.template': 'Template',
    'smsOutbox.text': 'Text',
    'smsOutbox.hasCode': 'Has a code',
    'smsOutbox.sentAt': 'Sent',
    'smsOutbox.detail': 'Message details',
    'smsOutbox.template.register': 'Registration code',
    'smsOutbox.template.register-exists': 'Registration: number already registered',
    'smsOutbox.template.bind-mobile': 'Mobile binding code',
    'smsOutbox.template.bind-mobile-taken': 'Mobile binding: number taken',
    'smsOutbox.template.reset-password': 'Password recovery code',
  },
  'zh-CN': {
    'smsOutbox.recipient': '手机号码',
    'smsOutbox.recipientHint': '完整手机号码',
    'smsOutbox.template': '模板',
    'smsOutbox.text': '内容',
    'smsOutbox.hasCode': '含验证码',
    'smsOutbox.sentAt': '发送时间',
    'smsOutbox.detail': '短信详情',
    'smsOutbox.template.register': '注册验证码',
    'smsOutbox.template.register-exists': '注册：号码已注册',
    'smsOutbox.template.bind-mobile': '绑定手机验证码',
    'smsOutbox.template.bind-mobile-taken': '绑定手机：号码已被占用',
    'smsOutbox.template.reset-password': '找回密码验证码',
  },
});
