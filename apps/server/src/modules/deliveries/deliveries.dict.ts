import { flat, type TDictData } from '../dict';

/**
 * Reasons an organisation picks from to turn down an application (it may also write its own);
 * the label is what the person is told. Staff extend the list in the dictionary screens.
 */
// prettier-ignore
export const DELIVERY_REJECT_REASONS: TDictData = {
  type: 'delivery_reject_reason', nameZh: '投递不合适原因', nameEn: 'Application rejection reasons',
  entries: flat([
    ['1', '工作经验与岗位要求不符', 'The work experience does not match the position'],
    ['2', '学历或专业不符合岗位要求', 'The education or field of study does not match the position'],
    ['3', '技能与岗位要求不符', 'The skills do not match the position'],
    ['4', '职位已招满', 'The position has been filled'],
    ['5', '期望薪资与岗位差距较大', 'The expected salary is far from what the position offers'],
    ['6', '工作地点不合适', 'The work place does not suit'],
    ['7', '面试未通过', 'The interview was not successful'],
  ]),
};
