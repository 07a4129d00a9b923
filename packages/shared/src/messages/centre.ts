import { defineCatalogue } from './types';

/**
 * Feedback and complaints (server module `feedback`), recommendations (`recommend`) and the
 * person's workbench (`workbench`): field rules, refusals and the reply notice.
 */
export const centre = defineCatalogue({
  en: {
    'feedback.titleRequired': 'Please enter a title',
    'feedback.titleLength': 'The title can be at most 100 characters',
    'feedback.contentRequired': 'Please describe your feedback',
    'feedback.contentLength': 'The description can be at most 2000 characters',
    'feedback.attachmentCount': 'At most 3 attachments can be added',
    'feedback.targetIncomplete': 'Choose both what the complaint is about and its number, or neither',
    'feedback.targetNotFound': 'What the complaint is about does not exist, or is not yours',
    'feedback.attachmentNotFound': 'An attachment does not exist or was not uploaded by you',
    'feedback.notFound': 'This feedback does not exist',
    'feedback.tooMany': 'You can send at most {max} items a day; please try again tomorrow',
    'feedback.replyRequired': 'Please write a reply (at most 2000 characters)',
    'feedback.closed': 'This feedback is closed and can no longer be changed',
    'feedback.notice.title': 'Reply to your {kind}: {title}',
    /** The reply notice's body is the staff member's reply, as written. */
    'feedback.notice.body': '{reply}',
    'feedback.notice.kind.feedback': 'feedback',
    'feedback.notice.kind.complaint': 'complaint',
    'recommend.jobNotFound': 'This posting does not exist, is not yours or is not published',
  },
  'zh-CN': {
    'feedback.titleRequired': '请填写标题',
    'feedback.titleLength': '标题最多 100 个字符',
    'feedback.contentRequired': '请填写反馈内容',
    'feedback.contentLength': '内容最多 2000 个字符',
    'feedback.attachmentCount': '最多添加 3 个附件',
    'feedback.targetIncomplete': '投诉对象的类型和编号需同时填写或同时不填',
    'feedback.targetNotFound': '投诉对象不存在或不属于您',
    'feedback.attachmentNotFound': '附件不存在或不是您上传的',
    'feedback.notFound': '该反馈不存在',
    'feedback.tooMany': '每天最多提交 {max} 条，请明天再试',
    'feedback.replyRequired': '请填写回复内容（最多 2000 个字符）',
    'feedback.closed': '该反馈已关闭，不能再修改',
    'feedback.notice.title': '您的{kind}已有回复：{title}',
    'feedback.notice.body': '{reply}',
    'feedback.notice.kind.feedback': '意见反馈',
    'feedback.notice.kind.complaint': '投诉',
    'recommend.jobNotFound': '该职位不存在、不属于您或未发布',
  },
});
