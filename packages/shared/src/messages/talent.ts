import { defineCatalogue } from './types';

/** The talent search, talentInfo and organisations' invitations (server module talent). */
export const talent = defineCatalogue({
  en: {
    'talent.notFound': 'This resume does not exist or is not public',
    'talent.invite.orgNotApproved':
      'Your organisation must be approved before it can invite talents; complete your organisation profile first',
    'talent.invite.jobNotFound': 'This posting does not exist or is not one of yours',
    'talent.invite.jobNotPublished': 'Only a published posting can be offered; publish it first',
    'talent.invite.duplicate':
      'This person already has a pending invitation to this posting; wait for their answer',
    'talent.invite.notice.title': '{org} invites you to apply',
    'talent.invite.notice.body': '{org} invites you to apply for “{title}”.',
    'talent.invite.notice.bodyMessage': '{org} invites you to apply for “{title}”: {message}',
  },
  'zh-CN': {
    'talent.notFound': '该简历不存在或未公开',
    'talent.invite.orgNotApproved': '单位通过审核后才能邀请人才，请先完善单位信息',
    'talent.invite.jobNotFound': '该职位不存在或不属于本单位',
    'talent.invite.jobNotPublished': '只能邀请投递已发布的职位，请先发布该职位',
    'talent.invite.duplicate': '已邀请此人投递该职位，请等待对方答复',
    'talent.invite.notice.title': '{org} 邀请您投递简历',
    'talent.invite.notice.body': '{org} 邀请您投递职位“{title}”。',
    'talent.invite.notice.bodyMessage': '{org} 邀请您投递职位“{title}”：{message}',
  },
});
