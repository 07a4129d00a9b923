import { defineCatalogue } from './types';

/**
 * Messages of the signed-in user's own account calls (personal centre: basic info, password,
 * avatar; account security: sessions). A picture that is missing and one that belongs to someone else share
 * `account.avatarNotFound`, so the answer does not tell whether another user's file exists.
 */
export const account = defineCatalogue({
  en: {
    'account.oldPasswordWrong': 'the current password is wrong',
    'account.passwordUnreadable': 'the password could not be read, please reload the page and try again',
    'account.passwordSame': 'the new password must be different from the current one',
    'account.passwordPolicy': 'the new password does not meet the rules: {reasons}',
    'account.avatarNotFound': 'the picture was not found among your uploads, please upload it again',
    'account.avatarNotImage': 'the avatar must be a png, jpg or jpeg picture',
    'account.nameRequired': 'name cannot be empty',
    'account.nameTooLong': 'name cannot be longer than {n} characters',
    'account.emailInvalid': 'please enter a correct email address',
    'account.sessionIsCurrent': 'this is the session you are using; log out to end it',
  },
  'zh-CN': {
    'account.oldPasswordWrong': '当前密码错误',
    'account.passwordUnreadable': '无法读取密码，请刷新页面后重试',
    'account.passwordSame': '新密码不能与当前密码相同',
    'account.passwordPolicy': '新密码不符合规则：{reasons}',
    'account.avatarNotFound': '未在您上传的文件中找到该图片，请重新上传',
    'account.avatarNotImage': '头像必须是 png、jpg 或 jpeg 格式的图片',
    'account.nameRequired': '姓名不能为空',
    'account.nameTooLong': '姓名不能超过 {n} 个字符',
    'account.emailInvalid': '请输入正确的电子邮箱地址',
    'account.sessionIsCurrent': '这是您当前正在使用的会话，如需结束请退出登录',
  },
});
