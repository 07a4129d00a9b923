import { defineCatalogue } from './types';

/**
 * Expert scoring of talent program applications and the public notice of the results (server
 * module program-scoring): refusals of the experts' and reviewers' actions.
 */
export const programScoring = defineCatalogue({
  en: {
    'programScoring.sheet.key': 'A criterion’s key is lowercase letters, digits and dashes',
    'programScoring.sheet.weights': 'The weights of the criteria must add up to 100',
    'programScoring.sheet.keyTwice': 'Two criteria have the same key; give each its own',
    'programScoring.sheet.missing':
      'This program category has no scoring sheet yet; ask the program staff to set one up',
    'programScoring.score.missing': 'Give a score for “{criterion}”',
    'programScoring.score.tooHigh': 'The score for “{criterion}” must be between 0 and {max}',
    'programScoring.score.unknown': 'The scoring sheet has no criterion “{criterion}”; reload the form',
    'programScoring.task.notFound': 'This application is not among your scoring tasks',
    'programScoring.application.notFound': 'This application does not exist',
    'programScoring.notice.noneChosen': 'Choose at least one application to publish',
    'programScoring.notice.notWaiting':
      'An application chosen is no longer waiting for its public notice; reload the list',
    'programScoring.objection.notObjection': 'This feedback is not an objection to a public notice entry',
    'programScoring.objection.closed': 'This objection was already handled',
    'programScoring.objection.notOnNotice':
      'The application this objection is about is no longer on public notice',
  },
  'zh-CN': {
    'programScoring.sheet.key': '评分项代码只能使用小写字母、数字和短横线',
    'programScoring.sheet.weights': '各评分项权重之和必须为100',
    'programScoring.sheet.keyTwice': '有两个评分项代码相同，请分别设置',
    'programScoring.sheet.missing': '该项目类别尚未设置评分表，请联系项目管理人员',
    'programScoring.score.missing': '请为“{criterion}”打分',
    'programScoring.score.tooHigh': '“{criterion}”的分数应在0到{max}之间',
    'programScoring.score.unknown': '评分表中没有“{criterion}”这一项，请刷新后重试',
    'programScoring.task.notFound': '该申请不在您的评分任务中',
    'programScoring.application.notFound': '该申请不存在',
    'programScoring.notice.noneChosen': '请至少选择一份要公示的申请',
    'programScoring.notice.notWaiting': '所选申请中有已不在待公示环节的，请刷新列表',
    'programScoring.objection.notObjection': '该反馈不是针对公示名单的异议',
    'programScoring.objection.closed': '该异议已处理',
    'programScoring.objection.notOnNotice': '该异议涉及的申请已不在公示中',
  },
});
