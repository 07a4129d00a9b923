import { defineCatalogue } from './types';

/**
 * The workflow engine (server core/workflow): refusals of actions on an application's steps, and
 * the messages applicants, assigned experts and reviewers receive.
 */
export const workflow = defineCatalogue({
  en: {
    'workflow.notFound': 'This application does not exist',
    'workflow.unknownStep': 'This application’s process has no such step',
    'workflow.state.draft':
      'This application is still a draft: it can be reviewed once the applicant submits it',
    'workflow.alreadyDecided':
      'This step was already decided by someone else; reload the application to see where it stands',
    'workflow.alreadyActed': 'You have already given your part at this step',
    'workflow.notYours': 'You are not among those who decide this step',
    'workflow.opinionRequired': 'Write an opinion: the applicant is told it',
    'workflow.assigneesRequired': 'Choose at least one expert',
    'workflow.assigneeIsApplicant': 'The applicant cannot be an expert on their own application',
    'workflow.assigneeUnknown': 'An expert chosen does not exist or is not active',
    'workflow.notApplicant': 'Only the applicant can submit this application',
    'workflow.alreadySubmitted': 'This application is already submitted',
    'workflow.cannot.approve': 'This step cannot be approved here: it is decided another way',
    'workflow.cannot.reject': 'This step does not allow rejecting the application',
    'workflow.cannot.return': 'This step does not allow returning the application for changes',
    'workflow.cannot.assign-experts': 'Experts are not assigned at this step',
    'workflow.cannot.score': 'Scores are not given at this step',
    'workflow.cannot.publish-notice': 'The public notice is not published at this step',
    'workflow.cannot.reopen': 'The review cannot be reopened at this step',
    'workflow.notice.published.title': 'Result on public notice: {title}',
    'workflow.notice.published.body':
      'The result of your application “{title}” is now on public notice. It becomes final when the notice period ends, unless an objection is upheld.',
    'workflow.notice.final.title': 'Result final: {title}',
    'workflow.notice.final.body':
      'The public notice of your application “{title}” ended without an upheld objection: the approval is final.',
    'workflow.notice.reopened.title': 'Review reopened: {title}',
    'workflow.notice.reopened.body':
      'An objection to the result of your application “{title}” was upheld and the final review is reopened. The reviewer’s opinion: {opinion}',
    'workflow.notice.submitted.title': 'Application received: {title}',
    'workflow.notice.submitted.body': 'Your application “{title}” was received and is waiting for review.',
    'workflow.notice.moved.title': 'Application moves on: {title}',
    'workflow.notice.moved.body':
      'Your application “{title}” passed a review step and moves to the next one.',
    'workflow.notice.approved.title': 'Application approved: {title}',
    'workflow.notice.approved.body': 'Your application “{title}” was approved.',
    'workflow.notice.rejected.title': 'Application not approved: {title}',
    'workflow.notice.rejected.body':
      'Your application “{title}” was not approved. The reviewer’s opinion: {opinion}',
    'workflow.notice.returned.title': 'Changes needed: {title}',
    'workflow.notice.returned.body':
      'Your application “{title}” was returned for changes. The reviewer’s opinion: {opinion} Make the changes and submit it again.',
    'workflow.notice.assigned.title': 'New review task: {title}',
    'workflow.notice.assigned.body': 'You were chosen as an expert for the application “{title}”.',
    'workflow.notice.reminder.title': 'Review due soon: {title}',
    'workflow.notice.reminder.body':
      'The application “{title}” waits for your decision; the step is due on {due}.',
    'workflow.notice.overdue.title': 'Review overdue: {title}',
    'workflow.notice.overdue.body':
      'The application “{title}” was due for a decision on {due} and still waits.',
  },
  'zh-CN': {
    'workflow.notFound': '该申请不存在',
    'workflow.unknownStep': '该申请的流程中没有这个环节',
    'workflow.state.draft': '该申请尚为草稿，申请人提交后才能审核',
    'workflow.alreadyDecided': '该环节已由他人处理，请刷新查看申请的当前进度',
    'workflow.alreadyActed': '您已在该环节提交过意见',
    'workflow.notYours': '您不是该环节的处理人',
    'workflow.opinionRequired': '请填写意见，意见将告知申请人',
    'workflow.assigneesRequired': '请至少选择一位专家',
    'workflow.assigneeIsApplicant': '申请人不能担任本人申请的评审专家',
    'workflow.assigneeUnknown': '所选专家不存在或已停用',
    'workflow.notApplicant': '只有申请人本人可以提交该申请',
    'workflow.alreadySubmitted': '该申请已提交',
    'workflow.cannot.approve': '该环节不能在此审核通过',
    'workflow.cannot.reject': '该环节不能驳回申请',
    'workflow.cannot.return': '该环节不能退回修改',
    'workflow.cannot.assign-experts': '该环节不分配评审专家',
    'workflow.cannot.score': '该环节不进行评分',
    'workflow.cannot.publish-notice': '该环节不发布公示',
    'workflow.cannot.reopen': '该环节不能重新审核',
    'workflow.notice.published.title': '评审结果公示中：{title}',
    'workflow.notice.published.body':
      '您的申请“{title}”的评审结果已进入公示。公示期满且无异议成立的，结果即为最终结果。',
    'workflow.notice.final.title': '评审结果已生效：{title}',
    'workflow.notice.final.body': '您的申请“{title}”公示期满，无异议成立，审核通过结果已生效。',
    'workflow.notice.reopened.title': '申请重新进入终审：{title}',
    'workflow.notice.reopened.body':
      '针对您的申请“{title}”评审结果的异议经核实成立，已重新进入终审。审核意见：{opinion}',
    'workflow.notice.submitted.title': '申请已受理：{title}',
    'workflow.notice.submitted.body': '您的申请“{title}”已收到，正在等待审核。',
    'workflow.notice.moved.title': '申请进入下一环节：{title}',
    'workflow.notice.moved.body': '您的申请“{title}”已通过一个审核环节，进入下一环节。',
    'workflow.notice.approved.title': '申请已通过：{title}',
    'workflow.notice.approved.body': '您的申请“{title}”已审核通过。',
    'workflow.notice.rejected.title': '申请未通过：{title}',
    'workflow.notice.rejected.body': '您的申请“{title}”未通过审核。审核意见：{opinion}',
    'workflow.notice.returned.title': '申请需修改：{title}',
    'workflow.notice.returned.body': '您的申请“{title}”被退回修改。审核意见：{opinion} 请修改后重新提交。',
    'workflow.notice.assigned.title': '新的评审任务：{title}',
    'workflow.notice.assigned.body': '您被选为申请“{title}”的评审专家。',
    'workflow.notice.reminder.title': '审核即将到期：{title}',
    'workflow.notice.reminder.body': '申请“{title}”等待您处理，本环节将于{due}到期。',
    'workflow.notice.overdue.title': '审核已超期：{title}',
    'workflow.notice.overdue.body': '申请“{title}”应于{due}前处理，目前仍在等待。',
  },
});
