import { flat, type TDictData } from '../dict';

/** Dictionaries of the resume form and of staff hiding (seeded, extendable by staff). */
// prettier-ignore
export const RESUME_DICTS: TDictData[] = [
  {
    type: 'seeking_status', nameZh: '求职状态', nameEn: 'Job-seeking status',
    entries: flat([
      ['1', '离职，随时到岗', 'Available now', 'success'],
      ['2', '在职，考虑机会', 'Employed, open to offers', 'primary'],
      ['3', '在职，暂不考虑', 'Employed, not looking', 'info'],
      ['4', '应届毕业生', 'New graduate', 'warning'],
    ]),
  },
  {
    type: 'arrival_time', nameZh: '到岗时间', nameEn: 'Can start',
    entries: flat([
      ['1', '随时', 'Any time'],
      ['2', '一周内', 'Within a week'],
      ['3', '一个月内', 'Within a month'],
      ['4', '三个月内', 'Within three months'],
      ['5', '待定', 'To be agreed'],
    ]),
  },
  {
    type: 'skill_level', nameZh: '掌握程度', nameEn: 'Skill level',
    entries: flat([
      ['basic', '一般', 'Basic'],
      ['good', '良好', 'Good'],
      ['expert', '精通', 'Expert'],
    ]),
  },
  {
    // The label is what the owner is told when staff hide the resume.
    type: 'resume_hide_reason', nameZh: '简历屏蔽原因', nameEn: 'Resume hiding reasons',
    entries: flat([
      ['1', '含有联系方式、广告或引流信息', 'It contains contact details, advertising or solicitation'],
      ['2', '含有虚假或明显不实的信息', 'It contains false or clearly untrue information'],
      ['3', '含有违法、低俗或歧视性内容', 'It contains illegal, vulgar or discriminatory content'],
      ['4', '冒用他人身份或资料', 'It uses another person\'s identity or records'],
      ['5', '内容与求职无关', 'Its content has nothing to do with job seeking'],
    ]),
  },
];
