import { defineCatalogue } from './types';

/**
 * Messages of the shared validators (`@rcwb/shared` validators). The ID number messages live in
 * `core` because SPEC §5 gives their wording.
 */
export const validation = defineCatalogue({
  en: {
    creditCodeEmpty: 'unified social credit code cannot be empty',
    creditCodeInvalid: 'please enter a correct unified social credit code',
    mobileEmpty: 'mobile number cannot be empty',
    mobileInvalid: 'please enter a correct mobile number',
    externalLinkInvalid: 'the link must start with http://, https://, mailto: or tel:',
    anchorIdInvalid:
      'the anchor id must start with a letter, followed only by letters, digits, dashes, dots, colons or underscores',
    linkPrefixMailto:
      'the address you entered seems to be an email address; add the required mailto: prefix?',
    linkPrefixHttp: 'the address you entered seems to be an external link; add the required http:// prefix?',
    'password.length': 'password must be 8 to 64 characters long',
    'password.classes':
      'password must contain at least three of: upper-case letters, lower-case letters, digits, symbols',
    'password.username': 'password cannot be the same as the username',
    'password.common': 'this password is too common, please choose another',
  },
  'zh-CN': {
    creditCodeEmpty: '统一社会信用代码不能为空',
    creditCodeInvalid: '请输入正确的统一社会信用代码',
    mobileEmpty: '手机号码不能为空',
    mobileInvalid: '请输入正确的手机号码',
    externalLinkInvalid: '链接必须以 http://、https://、mailto: 或 tel: 开头',
    anchorIdInvalid: '锚点 ID 必须以字母开头，后面只能是字母、数字、短横线、点、冒号或下划线',
    linkPrefixMailto: '您输入的地址似乎是电子邮件地址，是否添加 mailto: 前缀？',
    linkPrefixHttp: '您输入的地址似乎是外部链接，是否添加 http:// 前缀？',
    'password.length': '密码长度必须为 8 到 64 个字符',
    'password.classes': '密码必须包含大写字母、小写字母、数字、符号中的至少三种',
    'password.username': '密码不能与用户名相同',
    'password.common': '该密码过于常见，请换一个',
  },
});
