import { defineCatalogue } from '@rcwb/shared';

/**
 * The user agreement and the privacy policy (public pages /agreement and /privacy). Their versions
 * live in LEGAL_DOCUMENTS (packages/shared): a change of text here that users must accept again
 * goes with a new version there.
 */
export const legalUi = defineCatalogue({
  en: {
    'legal.agreement.intro':
      'This agreement is between you and the operator of the talent service portal. It applies when you register an account and whenever you use the portal, as an individual or on behalf of an organisation.',
    'legal.agreement.s1.title': '1. Your account',
    'legal.agreement.s1.body':
      'Register with true and current information and a mobile number you own. Keep your password secret; what is done with your account is your responsibility. Tell us at once through the service hotline if you believe someone else uses it.',
    'legal.agreement.s2.title': '2. Job seekers',
    'legal.agreement.s2.body':
      'Your resumes must describe you truthfully. You decide whether a resume is public and to which organisations you deliver it; you can withdraw a delivery or hide a resume at any time.',
    'legal.agreement.s3.title': '3. Organisations',
    'legal.agreement.s3.body':
      'An organisation publishes postings only after its business licence has been reviewed. Postings must describe real positions and must not discriminate by sex, ethnicity, region or religion, or ask for fees. Personal data received through deliveries may be used only for that recruitment.',
    'legal.agreement.s4.title': '4. Conduct',
    'legal.agreement.s4.body':
      'Do not publish unlawful, false or misleading content, collect other users’ data in bulk, interfere with the portal or use it for anything but employment services. Content that breaks these rules may be removed and the account locked.',
    'legal.agreement.s5.title': '5. The service',
    'legal.agreement.s5.body':
      'The portal is a public employment service and is free of charge. We may change or interrupt it for maintenance and will announce planned changes in advance. We do not guarantee that a posting leads to employment.',
    'legal.agreement.s6.title': '6. Changes and contact',
    'legal.agreement.s6.body':
      'When this agreement changes, its version changes and you are asked to accept the new version at your next sign-in. Questions and complaints: the service hotline in the page footer, or the feedback form.',
    'legal.privacy.intro':
      'This policy explains which personal information the talent service portal processes, why, and your rights, in accordance with the Personal Information Protection Law of the People’s Republic of China.',
    'legal.privacy.s1.title': '1. What we collect',
    'legal.privacy.s1.body':
      'Account data (user name, mobile number, password stored only as a one-way hash), your profile (name, education, work experience, region, contact details), resumes and attachments you upload, and for organisations the business licence and contact person. We log sign-ins and operations (time, address, device) for security.',
    'legal.privacy.s2.title': '2. Your ID number: sensitive personal information',
    'legal.privacy.s2.body':
      'An individual’s ID number is sensitive personal information. We ask for it only to make sure that one person has one account and to verify identity for public employment services, and only with your separate consent. It is stored encrypted, shown only masked, and only authorised staff may see it in full; every such view is recorded.',
    'legal.privacy.s3.title': '3. How we use it',
    'legal.privacy.s3.body':
      'To run your account, match jobs and resumes, let organisations you deliver to contact you, send you notices and SMS codes, review organisations and postings, and keep the service secure. We do not sell personal information or use it for advertising.',
    'legal.privacy.s4.title': '4. Who sees it',
    'legal.privacy.s4.body':
      'Organisations see a resume you deliver to them, or a public resume, and your contact details only while the delivery is open. Staff see what their duties need, and their reads of personal data are recorded and audited. We disclose data to authorities only where the law requires.',
    'legal.privacy.s5.title': '5. Storage and security',
    'legal.privacy.s5.body':
      'Data is stored in the People’s Republic of China, encrypted in transit and, for sensitive fields, at rest. We keep it while your account exists and delete or anonymise it within the periods the law allows after you close the account.',
    'legal.privacy.s6.title': '6. Your rights',
    'legal.privacy.s6.body':
      'You may view, copy, correct and delete your information, withdraw a consent (the service that needs it then ends) and close your account, from the personal centre or through the service hotline. We answer within fifteen working days.',
    'legal.privacy.s7.title': '7. Changes and contact',
    'legal.privacy.s7.body':
      'When this policy changes, its version changes and you are asked to accept the new version at your next sign-in. Contact the person responsible for personal information through the service hotline in the page footer.',
  },
  'zh-CN': {
    'legal.agreement.intro':
      '本协议是您与人才服务平台运营方之间的约定，适用于您以个人或单位名义注册账号及使用本平台的全部过程。',
    'legal.agreement.s1.title': '一、账号',
    'legal.agreement.s1.body':
      '请使用真实、有效的信息和本人手机号注册。请妥善保管密码，通过您账号进行的操作由您负责。如发现账号被他人使用，请立即通过服务热线告知我们。',
    'legal.agreement.s2.title': '二、求职者',
    'legal.agreement.s2.body':
      '简历内容应真实反映本人情况。简历是否公开、投递给哪些单位由您决定，您可以随时撤回投递或隐藏简历。',
    'legal.agreement.s3.title': '三、用人单位',
    'legal.agreement.s3.body':
      '单位须在营业执照审核通过后方可发布职位。职位须真实，不得含有性别、民族、地域、宗教等歧视内容，不得向求职者收取费用。通过投递获得的个人信息仅可用于该次招聘。',
    'legal.agreement.s4.title': '四、行为规范',
    'legal.agreement.s4.body':
      '不得发布违法、虚假或误导性内容，不得批量收集其他用户信息，不得干扰平台运行或将平台用于就业服务以外的用途。违反规定的内容可被删除，账号可被锁定。',
    'legal.agreement.s5.title': '五、服务',
    'legal.agreement.s5.body':
      '本平台为公共就业服务，免费使用。我们可能因维护变更或暂停服务，计划内的变更将提前公告。我们不保证职位信息一定促成就业。',
    'legal.agreement.s6.title': '六、变更与联系',
    'legal.agreement.s6.body':
      '本协议变更时版本号随之更新，您将在下次登录时被请求同意新版本。如有疑问或投诉，请拨打页面底部的服务热线或使用意见反馈。',
    'legal.privacy.intro':
      '本政策依据《中华人民共和国个人信息保护法》，说明人才服务平台处理哪些个人信息、为何处理以及您享有的权利。',
    'legal.privacy.s1.title': '一、我们收集的信息',
    'legal.privacy.s1.body':
      '账号信息（用户名、手机号、仅以不可逆方式保存的密码）、个人资料（姓名、学历、工作经历、地区、联系方式）、您上传的简历及附件，以及单位的营业执照和联系人。为保障安全，我们记录登录和操作（时间、地址、设备）。',
    'legal.privacy.s2.title': '二、身份证号：敏感个人信息',
    'legal.privacy.s2.body':
      '个人的身份证号属于敏感个人信息。我们仅为确保一人一号并为公共就业服务核验身份而收集，且须取得您的单独同意。身份证号加密存储，仅以脱敏形式显示，只有经授权的工作人员可查看完整号码，每次查看均被记录。',
    'legal.privacy.s3.title': '三、我们如何使用',
    'legal.privacy.s3.body':
      '用于维护您的账号、匹配职位与简历、使您投递的单位能够联系您、向您发送通知和短信验证码、审核单位与职位以及保障服务安全。我们不出售个人信息，也不将其用于广告。',
    'legal.privacy.s4.title': '四、谁能看到',
    'legal.privacy.s4.body':
      '单位可看到您投递给它的简历或公开的简历，联系方式仅在投递有效期间可见。工作人员仅能查看履职所需的信息，其对个人信息的查看均被记录和审计。除法律要求外，我们不向他人提供您的信息。',
    'legal.privacy.s5.title': '五、存储与安全',
    'legal.privacy.s5.body':
      '数据存储于中华人民共和国境内，传输加密，敏感字段存储加密。账号存续期间我们保存您的信息，注销后在法律允许的期限内删除或匿名化。',
    'legal.privacy.s6.title': '六、您的权利',
    'legal.privacy.s6.body':
      '您可以在个人中心或通过服务热线查阅、复制、更正、删除您的信息，撤回同意（相应服务随之终止）及注销账号。我们将在十五个工作日内答复。',
    'legal.privacy.s7.title': '七、变更与联系',
    'legal.privacy.s7.body':
      '本政策变更时版本号随之更新，您将在下次登录时被请求同意新版本。您可通过页面底部的服务热线联系个人信息保护负责人。',
  },
});
