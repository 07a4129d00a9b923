import { defineCatalogue } from './types';

/** A person's resumes and the staff resume registry (server module resumes). */
export const resumes = defineCatalogue({
  en: {
    'resumes.notFound': 'This resume does not exist or was deleted',
    'resumes.noDefault': 'You have no resume yet: create one in My resumes first',
    'resumes.limit': 'You can keep at most {max} resumes; delete one you no longer need first',
    'resumes.titleLength': 'The title of a resume must be 1 to 50 characters',
    'resumes.fileInvalid': 'The file reference is not valid; upload the file again',
    'resumes.photoNotFound': 'The photo was not found; upload it again',
    'resumes.photoNotImage': 'The photo must be a png or jpg picture',
    'resumes.attachmentNotFound': 'The attached file was not found; upload it again',
    'resumes.attachmentFormat': 'The attached file must be a pdf, doc or docx document',
    'resumes.consentRequired':
      'To make a resume public, confirm that you agree organisations may find it in the talent search',
    'resumes.orgViaDelivery':
      'Organisations see a resume only through a delivery they received: open it from your received deliveries',
    'resumes.reasonRequired': 'Give a reason of 1 to 200 characters',
    'resumes.alreadyHidden': 'This resume is already hidden',
    'resumes.notHidden': 'This resume is not hidden',
    'resumes.notice.hiddenTitle': 'Your resume “{title}” was hidden',
    'resumes.notice.hiddenBody':
      'Staff hid your resume “{title}”: {reason}. It is off the talent search and cannot be delivered until it is restored. Correct it and contact us.',
    'resumes.notice.restoredTitle': 'Your resume “{title}” was restored',
    'resumes.notice.restoredBody':
      'Staff restored your resume “{title}”: it can be found and delivered again.',
  },
  'zh-CN': {
    'resumes.notFound': '该简历不存在或已删除',
    'resumes.noDefault': '您还没有简历，请先在“我的简历”中创建',
    'resumes.limit': '最多可保存 {max} 份简历，请先删除不再需要的简历',
    'resumes.titleLength': '简历名称须为 1 至 50 个字符',
    'resumes.fileInvalid': '文件引用无效，请重新上传',
    'resumes.photoNotFound': '未找到照片，请重新上传',
    'resumes.photoNotImage': '照片须为 png 或 jpg 格式图片',
    'resumes.attachmentNotFound': '未找到附件，请重新上传',
    'resumes.attachmentFormat': '附件须为 pdf、doc 或 docx 文档',
    'resumes.consentRequired': '公开简历前，请确认同意用人单位在人才搜索中查看您的简历',
    'resumes.orgViaDelivery': '用人单位只能通过收到的投递查看简历，请从“收到的简历”中打开',
    'resumes.reasonRequired': '请填写 1 至 200 个字符的原因',
    'resumes.alreadyHidden': '该简历已被屏蔽',
    'resumes.notHidden': '该简历未被屏蔽',
    'resumes.notice.hiddenTitle': '您的简历“{title}”已被屏蔽',
    'resumes.notice.hiddenBody':
      '管理员屏蔽了您的简历“{title}”，原因：{reason}。恢复前该简历不会出现在人才搜索中，也不能投递。请修改后联系我们。',
    'resumes.notice.restoredTitle': '您的简历“{title}”已恢复',
    'resumes.notice.restoredBody': '管理员已恢复您的简历“{title}”，可以重新被搜索和投递。',
  },
});
