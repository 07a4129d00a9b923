import { defineCatalogue } from './types';

/**
 * Talent recognition and talent services (server module talent-services): refusals of the
 * person's applications and requests and of the reviewers' decisions, grants and payments.
 */
export const talentServices = defineCatalogue({
  en: {
    'talentServices.tier.notOpen': 'This tier is not open to recognition',
    'talentServices.recognition.notFound': 'This recognition application does not exist',
    'talentServices.recognition.pending':
      'You already have an application for this tier under review; wait for its decision',
    'talentServices.recognition.held': 'You are already recognised at this tier until {until}',
    'talentServices.type.notFound': 'This service type does not exist or is not offered',
    'talentServices.request.notFound': 'This service request does not exist',
    'talentServices.request.pending':
      'You already have a request for this service under way; wait for its decision',
    'talentServices.request.noTier':
      'This service is for recognised talents of these tiers: {tiers}. Apply for talent recognition first; once your tier is recognised you can ask for it.',
    'talentServices.materialMissing': 'Upload “{name}” before submitting',
    'talentServices.unknownMaterial': '“{name}” is not a material of this application',
    'talentServices.fileNotFound': 'The file for “{name}” is not among your uploads',
    'talentServices.notReturned':
      'Only an application returned for changes can be changed and submitted again',
    'talentServices.grant.required': 'Enter the amount granted and its period before granting this subsidy',
    'talentServices.grant.overCap': 'The amount granted must not exceed {cap} yuan',
    'talentServices.grant.notSubsidy': 'This service is not a subsidy: it is granted without an amount',
    'talentServices.grant.period': 'The period must end after it starts',
    'talentServices.payment.notGranted': 'Payments can be recorded only for a granted subsidy',
    'talentServices.payment.overGranted':
      'With this payment the subsidy would be paid more than the {amount} yuan granted',
    'talentServices.payment.referenceTaken': 'A payment with this reference is already recorded',
  },
  'zh-CN': {
    'talentServices.tier.notOpen': '该人才层次暂不受理认定',
    'talentServices.recognition.notFound': '该认定申请不存在',
    'talentServices.recognition.pending': '您已有该层次的认定申请正在审核，请等待审核结果',
    'talentServices.recognition.held': '您已被认定为该层次人才，有效期至{until}',
    'talentServices.type.notFound': '该服务类型不存在或暂不受理',
    'talentServices.request.notFound': '该服务申请不存在',
    'talentServices.request.pending': '您已有该服务的申请正在办理，请等待办理结果',
    'talentServices.request.noTier':
      '该服务面向以下层次的认定人才：{tiers}。请先申请人才认定，认定通过后即可申请该服务。',
    'talentServices.materialMissing': '请先上传“{name}”再提交',
    'talentServices.unknownMaterial': '“{name}”不是本申请需要的材料',
    'talentServices.fileNotFound': '“{name}”的文件不在您上传的文件中',
    'talentServices.notReturned': '只有被退回修改的申请才能修改后重新提交',
    'talentServices.grant.required': '请先填写发放金额和发放期限，再办结该补贴',
    'talentServices.grant.overCap': '发放金额不能超过{cap}元',
    'talentServices.grant.notSubsidy': '该服务不是补贴类服务，办结时不需要金额',
    'talentServices.grant.period': '发放期限的结束日期应晚于开始日期',
    'talentServices.payment.notGranted': '只有已办结的补贴才能登记发放记录',
    'talentServices.payment.overGranted': '登记这笔发放后，累计发放将超过核定的{amount}元',
    'talentServices.payment.referenceTaken': '该凭证号的发放记录已登记',
  },
});
