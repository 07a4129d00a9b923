import { flat, type TDictData } from './types';

/**
 * Status dictionaries; values are the status columns' own values, listClass the tag colour
 * (SHELL-BEHAVIOUR.md "Dict tag").
 */
// prettier-ignore
export const statusDictionaries: TDictData[] = [
  {
    type: 'account_status', nameZh: '账号状态', nameEn: 'Account status',
    entries: flat([
      ['active', '正常', 'Active', 'success'],
      ['locked', '锁定', 'Locked', 'warning'],
      ['disabled', '停用', 'Disabled', 'danger'],
    ]),
  },
  {
    type: 'review_status', nameZh: '审核状态', nameEn: 'Review status',
    entries: flat([
      ['pending', '待审核', 'Pending review', 'warning'],
      ['approved', '已通过', 'Approved', 'success'],
      ['rejected', '已驳回', 'Rejected', 'danger'],
    ]),
  },
  {
    type: 'job_status', nameZh: '职位状态', nameEn: 'Job posting status',
    entries: flat([
      ['draft', '草稿', 'Draft', 'info'],
      ['pending', '待审核', 'Pending review', 'warning'],
      ['published', '已发布', 'Published', 'success'],
      ['closed', '已关闭', 'Closed', 'danger'],
    ]),
  },
  {
    type: 'delivery_status', nameZh: '投递状态', nameEn: 'Application status',
    entries: flat([
      ['delivered', '已投递', 'Delivered', 'primary'],
      ['viewed', '已查看', 'Viewed', 'info'],
      ['interview', '邀请面试', 'Interview', 'warning'],
      ['hired', '已录用', 'Hired', 'success'],
      ['rejected', '不合适', 'Not suitable', 'danger'],
      ['withdrawn', '已撤回', 'Withdrawn', 'info'],
    ]),
  },
  {
    type: 'publish_status', nameZh: '发布状态', nameEn: 'Publication status',
    entries: flat([
      ['draft', '草稿', 'Draft', 'info'],
      ['published', '已发布', 'Published', 'success'],
      ['withdrawn', '已撤回', 'Withdrawn', 'warning'],
    ]),
  },
  {
    // '1'/'0' so the shell's loose comparison also matches booleans (true == '1').
    type: 'yes_no', nameZh: '是否', nameEn: 'Yes / no',
    entries: flat([
      ['1', '是', 'Yes', 'primary'],
      ['0', '否', 'No', 'danger'],
    ]),
  },
];
