import { flat, type TDictData } from '../dict';

/**
 * The reusable reasons a reviewer picks from to reject or take down a posting (staff extend the
 * list in the dictionary screens; the label is what the organisation is told).
 */
// prettier-ignore
export const JOB_REVIEW_REASONS: TDictData = {
  type: 'job_review_reason', nameZh: '职位审核意见', nameEn: 'Posting review reasons',
  entries: flat([
    ['1', '职位描述不完整，请补充岗位职责和任职要求', 'The description is incomplete: add duties and requirements'],
    ['2', '薪资范围不合理或与描述不符', 'The salary range is unrealistic or does not match the description'],
    ['3', '含有歧视性内容（性别、年龄、地域等）', 'It contains discriminatory requirements (gender, age, origin, …)'],
    ['4', '含有虚假或夸大信息', 'It contains false or exaggerated information'],
    ['5', '联系方式或工作地点不正确', 'The contact details or the work place are wrong'],
    ['6', '与单位经营范围不符', 'It does not match the organisation\'s business'],
    ['7', '涉嫌收取求职者费用', 'It appears to charge applicants fees'],
    ['8', '职位已招满或长期未更新', 'The position is filled or out of date'],
  ]),
};
