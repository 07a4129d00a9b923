import { defineCatalogue } from './types';

/**
 * System administration beside the users (server module `system-admin` and the dictionary
 * maintenance of `dict`, screen g300101's roles, dictionaries and parameters tabs).
 */
export const systemAdmin = defineCatalogue({
  en: {
    'systemAdmin.role.notFound': 'the role does not exist',
    'systemAdmin.role.keyInvalid':
      'role key: 2 to 32 lower-case letters, digits or underscores, starting with a letter',
    'systemAdmin.role.keyTaken': 'a role with this key already exists',
    'systemAdmin.role.nameRequired': 'please enter the role name in both languages',
    'systemAdmin.role.builtInStays':
      'a built-in role cannot be disabled: the portal’s own accounts rely on it',
    'systemAdmin.role.adminFixed':
      'the administrator holds every permission but the audit logs; its permissions cannot be changed',
    'systemAdmin.role.menuUnknown':
      'one of the chosen menus or buttons no longer exists, please reload the page',
    'systemAdmin.role.separated': '“{name}” belongs to the auditor alone (separation of duties)',
    'systemAdmin.role.essential':
      '“{name}” cannot be taken from this built-in role: no other role can use it',
    'systemAdmin.dict.typeUnknown': 'the dictionary does not exist',
    'systemAdmin.dict.entryNotFound': 'the dictionary entry does not exist',
    'systemAdmin.dict.valueTaken': 'this dictionary already has an entry with this value',
    'systemAdmin.dict.valueInvalid': 'value: 1 to 64 letters, digits, dots, dashes or underscores',
    'systemAdmin.dict.labelRequired': 'please enter the label in both languages',
    'systemAdmin.dict.parentUnknown': 'the parent entry does not exist in this dictionary',
    'systemAdmin.dict.listClassInvalid': 'please choose one of the offered list styles',
    'systemAdmin.param.unknown': 'the parameter does not exist',
    'systemAdmin.param.outOfRange': 'the value is outside the parameter’s allowed range',
    'accountSecurity.bindingGone': 'the binding no longer exists',
    'accountSecurity.notLocked': 'the account is not locked (any more)',
    'accountSecurity.notice.bindingRemovedTitle': 'A sign-in binding was removed',
    'accountSecurity.notice.bindingRemovedBody':
      'An administrator removed the binding of your account to {provider}: you can no longer sign in with it. Sign in with your password and bind it again if you need it.',
    'accountSecurity.notice.unlockedTitle': 'Your account was unlocked',
    'accountSecurity.notice.unlockedBody': 'An administrator unlocked your account: you can sign in again.',
  },
  'zh-CN': {
    'systemAdmin.role.notFound': '角色不存在',
    'systemAdmin.role.keyInvalid': '角色标识：2 到 32 位小写字母、数字或下划线，以字母开头',
    'systemAdmin.role.keyTaken': '该角色标识已存在',
    'systemAdmin.role.nameRequired': '请填写中英文角色名称',
    'systemAdmin.role.builtInStays': '内置角色不能停用：门户自身的账号依赖它',
    'systemAdmin.role.adminFixed': '系统管理员拥有除审计日志外的全部权限，不能修改其权限',
    'systemAdmin.role.menuUnknown': '所选菜单或按钮已不存在，请刷新页面',
    'systemAdmin.role.separated': '“{name}”只属于安全审计员（职责分离）',
    'systemAdmin.role.essential': '“{name}”不能从该内置角色移除：没有其他角色可以使用它',
    'systemAdmin.dict.typeUnknown': '字典不存在',
    'systemAdmin.dict.entryNotFound': '字典项不存在',
    'systemAdmin.dict.valueTaken': '该字典已有相同键值的字典项',
    'systemAdmin.dict.valueInvalid': '键值：1 到 64 位字母、数字、点、横线或下划线',
    'systemAdmin.dict.labelRequired': '请填写中英文标签',
    'systemAdmin.dict.parentUnknown': '上级字典项在该字典中不存在',
    'systemAdmin.dict.listClassInvalid': '请选择提供的列表样式',
    'systemAdmin.param.unknown': '参数不存在',
    'systemAdmin.param.outOfRange': '参数值超出允许范围',
    'accountSecurity.bindingGone': '该绑定已不存在',
    'accountSecurity.notLocked': '该账号未被锁定（或已解锁）',
    'accountSecurity.notice.bindingRemovedTitle': '登录绑定已解除',
    'accountSecurity.notice.bindingRemovedBody':
      '管理员解除了您的账号与{provider}的绑定，您不能再用它登录。如有需要，请用密码登录后重新绑定。',
    'accountSecurity.notice.unlockedTitle': '您的账号已解锁',
    'accountSecurity.notice.unlockedBody': '管理员已解锁您的账号，您可以重新登录。',
  },
});
