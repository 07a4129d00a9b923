import { defineCatalogue } from './types';

/**
 * Personnel archives (issue 21): the registry's refusals, the holders' requests, the issued
 * documents and their public verification, and the messages holders receive.
 */
export const archives = defineCatalogue({
  en: {
    'archives.numberInvalid': 'An archive number is 4 to 30 letters, digits or dashes',
    'archives.trackingInvalid': 'A tracking number is 6 to 40 letters or digits',
    'archives.numberTaken': 'An archive with this number is already registered',
    'archives.holderUnknown': 'No job seeker account has this user name',
    'archives.holderHasArchive': 'This person already has an archive in the registry',
    'archives.notFound': 'This archive does not exist',
    'archives.state.notInStore': 'Only an archive in the store can be lent or transferred out',
    'archives.state.notLent': 'This archive is not lent out, so it cannot be returned',
    'archives.state.notAway': 'This archive is in the store already',
    'archives.request.notFound': 'This request does not exist',
    'archives.request.notEditable': 'This request is being handled and can no longer be changed',
    'archives.request.kindChanged': 'A request keeps its kind; start a new request for another kind',
    'archives.request.fileNotFound': 'An attached file was not found among your uploads',
    'archives.request.noArchive':
      'Your archive is not in our registry yet: request a deposit or a transfer in first',
    'archives.request.archiveAway':
      'Your archive is not in the store at the moment (lent or transferred out)',
    'archives.request.unknownStep': 'This request is not waiting at that step',
    'archives.document.notFound': 'This document does not exist',
    'archives.document.alreadyRevoked': 'This document is already revoked',
    'archives.document.fontMissing':
      'The PDF cannot be made: the Chinese font is not installed on the server (fonts-noto-cjk)',
    'archives.verify.rateLimited': 'Too many lookups; wait a minute and try again',
    'archives.notice.issued.title': 'Document issued: {title}',
    'archives.notice.issued.body':
      'Your {title} (serial {serial}) is ready. Open the request to print it or download the PDF.',
    'archives.notice.transferred.title': 'Archive transferred out',
    'archives.notice.transferred.body':
      'Your archive {number} was sent to {agency} by {dispatch}, tracking number {tracking}.',
    'archives.dispatch.confidential-post': 'confidential post',
    'archives.dispatch.ems': 'EMS',
  },
  'zh-CN': {
    'archives.numberInvalid': '档案编号为4至30位字母、数字或短横线',
    'archives.trackingInvalid': '邮寄单号为6至40位字母或数字',
    'archives.numberTaken': '该档案编号已登记',
    'archives.holderUnknown': '没有该用户名的求职者账号',
    'archives.holderHasArchive': '此人已有档案在册',
    'archives.notFound': '该档案不存在',
    'archives.state.notInStore': '只有在库的档案才能借阅或转出',
    'archives.state.notLent': '该档案未借出，无法归还',
    'archives.state.notAway': '该档案已在库',
    'archives.request.notFound': '该申请不存在',
    'archives.request.notEditable': '该申请正在办理，不能再修改',
    'archives.request.kindChanged': '申请类型不能更改，如需办理其他业务请新建申请',
    'archives.request.fileNotFound': '附件不在您上传的文件中',
    'archives.request.noArchive': '您的档案尚未在我处登记，请先申请存档或档案转入',
    'archives.request.archiveAway': '您的档案目前不在库（已借出或已转出）',
    'archives.request.unknownStep': '该申请当前不在这个环节',
    'archives.document.notFound': '该文书不存在',
    'archives.document.alreadyRevoked': '该文书已作废',
    'archives.document.fontMissing': '无法生成PDF：服务器未安装中文字体（fonts-noto-cjk）',
    'archives.verify.rateLimited': '查询过于频繁，请一分钟后再试',
    'archives.notice.issued.title': '文书已出具：{title}',
    'archives.notice.issued.body': '您的{title}（编号{serial}）已出具，可在申请详情中打印或下载PDF。',
    'archives.notice.transferred.title': '档案已转出',
    'archives.notice.transferred.body':
      '您的档案{number}已通过{dispatch}转递至{agency}，邮寄单号{tracking}。',
    'archives.dispatch.confidential-post': '机要通信',
    'archives.dispatch.ems': 'EMS',
  },
});
