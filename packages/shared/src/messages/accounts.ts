import { defineCatalogue } from './types';

/**
 * Accounts and identity (server modules `accounts`, `sms`, `oidc`): registration, the Gc01/Gb01
 * records, SMS codes and the texts they are sent in, password recovery, organisation review and
 * third-party sign-in. Recovery answers (`accounts.recoverySent`) never say whether an account
 * exists.
 */
export const accounts = defineCatalogue({
  en: {
    'accounts.required': 'this field cannot be empty',
    'accounts.tooLong': 'this field is too long',
    'accounts.numberRange': 'this number is out of range',
    'accounts.usernameFormat':
      'the username must be 4 to 32 letters, digits or underscores and start with a letter',
    'accounts.usernameTaken': 'this username is already taken',
    'accounts.consentRequired':
      'please read and accept the user agreement and the privacy policy to register',
    'accounts.idConsentRequired':
      'please agree to the processing of your ID number (sensitive personal information) to register',
    'accounts.usernameOrMobile': 'please enter a username or a mobile number',
    'accounts.passwordUnreadable': 'the password could not be read, please reload the page and try again',
    'accounts.passwordPolicy': 'the password does not meet the rules: {reasons}',
    'accounts.idNumberTaken': 'this ID number is already registered',
    'accounts.creditCodeTaken': 'this unified social credit code is already registered',
    'accounts.mobileTaken': 'this mobile number is already bound to another account',
    'accounts.emailInvalid': 'please enter a correct email address',
    'accounts.websiteInvalid': 'the website must start with http:// or https://',
    'accounts.telephoneInvalid': 'please enter a correct telephone number',
    'accounts.dictValueUnknown': 'please choose a value from the list for: {fields}',
    'accounts.pointIncomplete': 'the map point needs both a latitude and a longitude',
    'accounts.orgImageNotFound': 'a logo or photo was not found among your uploads, please upload it again',
    'accounts.orgImageNotImage': 'the logo and the photos must be png, jpg or jpeg pictures',
    'accounts.orgImageTwice': 'the same photo is listed twice',
    'accounts.pointOutsideRegion':
      'the map point is outside the city of the chosen region, please click on the map within it',
    'accounts.photoNotFound': 'the photo was not found among your uploads, please upload it again',
    'accounts.photoNotImage': 'the photo must be a png, jpg or jpeg picture',
    'accounts.licenceNotFound': 'the licence was not found among your uploads, please upload it again',
    'accounts.licenceFormat': 'the licence must be a PDF or a png, jpg or jpeg picture',
    'accounts.recoverySent':
      'if an account matches, a verification code has been sent to its mobile number; it is valid for 5 minutes',
    'accounts.passwordReset': 'the password has been reset, please sign in with the new password',
    'accounts.notice.passwordResetTitle': 'Your password was reset',
    'accounts.notice.passwordResetBody':
      'The password of your account was reset with an SMS code and every session was signed out. If this was not you, contact the service centre.',
    'accounts.notice.mobileBoundTitle': 'A mobile number was bound to your account',
    'accounts.notice.mobileBoundBody':
      'The mobile number {mobile} is now bound to your account and can be used to reset its password. If this was not you, change your password and contact the service centre.',
    'accounts.notice.mobileChangedBody':
      'The mobile number of your account was changed from {old} to {mobile}; password recovery now goes to the new number. If this was not you, change your password and contact the service centre.',
    'sms.codeFormat': 'the SMS code is 6 digits',
    'sms.tooSoon': 'please wait {seconds} seconds before requesting another code',
    'sms.dailyLimit': 'this number has reached the limit of {n} codes a day, please try again tomorrow',
    'sms.codeWrong': 'the SMS code is wrong',
    'sms.codeExpired': 'the SMS code has expired or was already used, please get a new one',
    'sms.codeTooManyTries': 'too many wrong tries, please get a new SMS code',
    'sms.text.register':
      '[Digital Talent Service] Your registration code is {code}, valid for {minutes} minutes. Do not share it. If you did not ask for it, ignore this message.',
    'sms.text.register-exists':
      '[Digital Talent Service] Someone tried to register with this number, which already has an account. If it was you, sign in or recover your password.',
    'sms.text.reset-password':
      '[Digital Talent Service] Your password reset code is {code}, valid for {minutes} minutes. Do not share it. If you did not ask for it, ignore this message.',
    'sms.text.bind-mobile':
      '[Digital Talent Service] Your code to bind this number is {code}, valid for {minutes} minutes. Do not share it.',
    'sms.text.bind-mobile-taken':
      '[Digital Talent Service] Someone tried to bind this number, which already belongs to an account, to another account.',
    'oidc.unknownProvider': 'this sign-in provider is not available',
    'oidc.providerUnavailable': 'the sign-in provider cannot be reached, please try again later',
    'oidc.stateInvalid': 'the third-party sign-in has expired or was already used, please start again',
    'oidc.signInFailed': 'the third-party sign-in failed, please start again',
    'oidc.bindTokenInvalid': 'the third-party sign-in has expired, please start again',
    'oidc.identityTaken': 'this third-party account is already bound to another account',
    'oidc.accountAlreadyBound': 'this account is already bound to an account of that provider',
    'oidc.bindingNotFound': 'the binding does not exist',
    'review.notPending': 'only an organisation waiting for review can be approved or rejected',
    'review.notActive': 'only an active account can be locked',
    'review.notLocked': 'the account is not locked',
    'review.notice.registeredTitle': 'Registration received',
    'review.notice.registeredBody':
      'Please complete your organisation information and upload your business licence to submit it for review.',
    'review.notice.submittedTitle': 'Submitted for review',
    'review.notice.submittedBody':
      'Your organisation information has been submitted; you will be told the result of the review.',
    'review.notice.approvedTitle': 'Organisation approved',
    'review.notice.approvedBody': 'Your organisation information has been approved.',
    'review.notice.approvedBodyReason': 'Your organisation information has been approved. Note: {reason}',
    'review.notice.rejectedTitle': 'Organisation not approved',
    'review.notice.rejectedBody':
      'Your organisation information was not approved. Reason: {reason}. Please correct it and submit it again.',
    'review.notice.lockedTitle': 'Account locked',
    'review.notice.lockedBody': 'Your account has been locked by the service centre.',
    'review.notice.lockedBodyReason': 'Your account has been locked by the service centre. Reason: {reason}',
    'review.notice.unlockedTitle': 'Account unlocked',
    'review.notice.unlockedBody': 'Your account has been unlocked.',
    'review.notice.unlockedBodyReason': 'Your account has been unlocked. Note: {reason}',
  },
  'zh-CN': {
    'accounts.required': '该项不能为空',
    'accounts.tooLong': '该项内容过长',
    'accounts.numberRange': '数值超出范围',
    'accounts.usernameFormat': '用户名须为 4 到 32 位字母、数字或下划线，并以字母开头',
    'accounts.usernameTaken': '该用户名已被注册',
    'accounts.consentRequired': '请阅读并同意《用户协议》和《隐私政策》后再注册',
    'accounts.idConsentRequired': '请同意对您的身份证号（敏感个人信息）的处理后再注册',
    'accounts.usernameOrMobile': '请输入用户名或手机号码',
    'accounts.passwordUnreadable': '无法读取密码，请刷新页面后重试',
    'accounts.passwordPolicy': '密码不符合规则：{reasons}',
    'accounts.idNumberTaken': '该身份证号已被注册',
    'accounts.creditCodeTaken': '该统一社会信用代码已被注册',
    'accounts.mobileTaken': '该手机号码已绑定其他账号',
    'accounts.emailInvalid': '请输入正确的电子邮箱地址',
    'accounts.websiteInvalid': '网址必须以 http:// 或 https:// 开头',
    'accounts.telephoneInvalid': '请输入正确的联系电话',
    'accounts.dictValueUnknown': '请从列表中选择：{fields}',
    'accounts.pointIncomplete': '地图位置需同时包含经度和纬度',
    'accounts.orgImageNotFound': '未在您上传的文件中找到该标志或照片，请重新上传',
    'accounts.orgImageNotImage': '单位标志和照片须为 png、jpg 或 jpeg 格式的图片',
    'accounts.orgImageTwice': '同一张照片重复出现',
    'accounts.pointOutsideRegion': '地图位置不在所选地区所属的城市内，请在该城市范围内点击地图',
    'accounts.photoNotFound': '未在您上传的文件中找到该照片，请重新上传',
    'accounts.photoNotImage': '照片必须是 png、jpg 或 jpeg 格式的图片',
    'accounts.licenceNotFound': '未在您上传的文件中找到该营业执照，请重新上传',
    'accounts.licenceFormat': '营业执照必须是 PDF 文件或 png、jpg、jpeg 格式的图片',
    'accounts.recoverySent': '如账号存在，验证码已发送至其绑定的手机号码，5 分钟内有效',
    'accounts.passwordReset': '密码已重置，请使用新密码登录',
    'accounts.notice.passwordResetTitle': '您的密码已重置',
    'accounts.notice.passwordResetBody':
      '您的账号密码已通过短信验证码重置，所有登录会话均已退出。如非本人操作，请联系服务中心。',
    'accounts.notice.mobileBoundTitle': '您的账号绑定了手机号',
    'accounts.notice.mobileBoundBody':
      '手机号 {mobile} 已绑定到您的账号，可用于重置密码。如非本人操作，请修改密码并联系服务中心。',
    'accounts.notice.mobileChangedBody':
      '您账号的手机号已由 {old} 更换为 {mobile}，找回密码将发送到新号码。如非本人操作，请修改密码并联系服务中心。',
    'sms.codeFormat': '短信验证码为 6 位数字',
    'sms.tooSoon': '请在 {seconds} 秒后再获取验证码',
    'sms.dailyLimit': '该号码今日获取验证码已达 {n} 次上限，请明天再试',
    'sms.codeWrong': '短信验证码错误',
    'sms.codeExpired': '短信验证码已失效或已使用，请重新获取',
    'sms.codeTooManyTries': '验证码错误次数过多，请重新获取',
    'sms.text.register':
      '【数字人才服务】您的注册验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。',
    'sms.text.register-exists':
      '【数字人才服务】有人尝试使用本号码注册，但本号码已注册账号。如为本人操作，请直接登录或找回密码。',
    'sms.text.reset-password':
      '【数字人才服务】您的找回密码验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。',
    'sms.text.bind-mobile':
      '【数字人才服务】您的手机绑定验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
    'sms.text.bind-mobile-taken': '【数字人才服务】有人尝试将本号码绑定到其他账号，但本号码已属于一个账号。',
    'oidc.unknownProvider': '该登录方式不可用',
    'oidc.providerUnavailable': '无法连接第三方登录服务，请稍后再试',
    'oidc.stateInvalid': '第三方登录已过期或已使用，请重新开始',
    'oidc.signInFailed': '第三方登录失败，请重新开始',
    'oidc.bindTokenInvalid': '第三方登录已过期，请重新开始',
    'oidc.identityTaken': '该第三方账号已绑定其他账号',
    'oidc.accountAlreadyBound': '本账号已绑定该登录方式的其他账号',
    'oidc.bindingNotFound': '绑定不存在',
    'review.notPending': '只有待审核的单位可以审核通过或驳回',
    'review.notActive': '只有正常状态的账号可以锁定',
    'review.notLocked': '该账号未被锁定',
    'review.notice.registeredTitle': '注册成功',
    'review.notice.registeredBody': '请完善单位信息并上传营业执照，提交审核。',
    'review.notice.submittedTitle': '已提交审核',
    'review.notice.submittedBody': '您的单位信息已提交审核，审核结果将通知您。',
    'review.notice.approvedTitle': '单位审核通过',
    'review.notice.approvedBody': '您的单位信息已审核通过。',
    'review.notice.approvedBodyReason': '您的单位信息已审核通过。备注：{reason}',
    'review.notice.rejectedTitle': '单位审核未通过',
    'review.notice.rejectedBody': '您的单位信息审核未通过，原因：{reason}。请修改后重新提交。',
    'review.notice.lockedTitle': '账号已锁定',
    'review.notice.lockedBody': '您的账号已被服务中心锁定。',
    'review.notice.lockedBodyReason': '您的账号已被服务中心锁定。原因：{reason}',
    'review.notice.unlockedTitle': '账号已解锁',
    'review.notice.unlockedBody': '您的账号已解除锁定。',
    'review.notice.unlockedBodyReason': '您的账号已解除锁定。备注：{reason}',
  },
});
