import { defineCatalogue } from './types';

/**
 * Talent programs (server module programs): refusals of the staff's batch and reference-data
 * screens, and the reasons an applicant cannot apply to a batch (eligibility.ts).
 */
export const programs = defineCatalogue({
  en: {
    'programs.batch.notFound': 'This program batch does not exist',
    'programs.batch.finished':
      'This batch is finished and its results are final: it can no longer be changed',
    'programs.batch.cannot.open': 'Only a draft or a closed batch can be opened for applications',
    'programs.batch.cannot.closed': 'Only a batch open for applications can be closed',
    'programs.batch.cannot.finished': 'Close the batch before finishing it',
    'programs.batch.closesInPast':
      'The closing date has passed: set a later closing date before opening the batch',
    'programs.form.closesBeforeOpens': 'The closing date must not be before the opening date',
    'programs.form.ageRange': 'The highest age must not be below the lowest',
    'programs.form.materialTwice': 'Two materials have the same name; give each its own',
    'programs.form.unknownCategory': 'Choose a program category from the list',
    'programs.form.unknownEducation': 'Choose an education level from the list',
    'programs.form.unknownRegion': 'Region {region} is not in the list of regions',
    'programs.form.unknownTier': 'Choose an enabled talent tier',
    'programs.reference.notFound': 'This entry does not exist',
    'programs.reference.codeTaken': 'This code is already used by another entry of the same kind',
    'programs.eligibility.for.person': 'This batch is for individuals',
    'programs.eligibility.for.org': 'This batch is for organisations',
    'programs.eligibility.notOpen': 'This batch is not taking applications',
    'programs.eligibility.notYet': 'Applications open on {date}',
    'programs.eligibility.closed': 'Applications closed on {date}',
    'programs.eligibility.orgNotApproved':
      'Your organisation’s record must be approved by staff before applying',
    'programs.eligibility.educationMissing':
      'Add your education to your profile: this batch asks for a minimum level',
    'programs.eligibility.education': 'This batch asks for a higher education level than your profile shows',
    'programs.eligibility.ageUnknown': 'Complete your profile: this batch has an age range',
    'programs.eligibility.tooYoung': 'Applicants must be at least {age} years old',
    'programs.eligibility.tooOld': 'Applicants must be at most {age} years old',
    'programs.eligibility.regionMissing':
      'Add your region to your profile: this batch is for some regions only',
    'programs.eligibility.region': 'This batch is for applicants of other regions',
    'programs.eligibility.tier': 'This batch is for recognised talent of a tier you do not hold',
  },
  'zh-CN': {
    'programs.batch.notFound': '该项目批次不存在',
    'programs.batch.finished': '该批次已结束，结果已确定，不能再修改',
    'programs.batch.cannot.open': '只有草稿或已关闭的批次可以开放申报',
    'programs.batch.cannot.closed': '只有申报中的批次可以关闭',
    'programs.batch.cannot.finished': '请先关闭批次，再结束批次',
    'programs.batch.closesInPast': '申报截止日期已过，请先设置更晚的截止日期再开放批次',
    'programs.form.closesBeforeOpens': '截止日期不能早于开始日期',
    'programs.form.ageRange': '最大年龄不能小于最小年龄',
    'programs.form.materialTwice': '有两项材料名称相同，请分别命名',
    'programs.form.unknownCategory': '请从列表中选择项目类别',
    'programs.form.unknownEducation': '请从列表中选择学历',
    'programs.form.unknownRegion': '地区{region}不在地区列表中',
    'programs.form.unknownTier': '请选择已启用的人才层次',
    'programs.reference.notFound': '该条目不存在',
    'programs.reference.codeTaken': '同类条目中已有该编码',
    'programs.eligibility.for.person': '该批次面向个人申报',
    'programs.eligibility.for.org': '该批次面向单位申报',
    'programs.eligibility.notOpen': '该批次当前不接受申报',
    'programs.eligibility.notYet': '申报将于{date}开始',
    'programs.eligibility.closed': '申报已于{date}截止',
    'programs.eligibility.orgNotApproved': '单位信息须经审核通过后才能申报',
    'programs.eligibility.educationMissing': '该批次有最低学历要求，请先在个人资料中填写学历',
    'programs.eligibility.education': '您的学历低于该批次的要求',
    'programs.eligibility.ageUnknown': '该批次有年龄要求，请先完善个人资料',
    'programs.eligibility.tooYoung': '申报人年龄须不小于{age}周岁',
    'programs.eligibility.tooOld': '申报人年龄须不超过{age}周岁',
    'programs.eligibility.regionMissing': '该批次限定地区，请先在个人资料中填写所在地区',
    'programs.eligibility.region': '该批次面向其他地区的申报人',
    'programs.eligibility.tier': '该批次面向特定层次的认定人才，您暂未获得该层次认定',
  },
});
