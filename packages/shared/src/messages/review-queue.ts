import { defineCatalogue } from './types';

/**
 * The review queue (server core/review-queue): refusals that hold for every reviewed resource.
 * A refusal of one resource's state (e.g. `jobs.cannot.approve`) stays in that resource's file.
 */
export const reviewQueue = defineCatalogue({
  en: {
    'reviewQueue.notOffered': 'this item cannot be reviewed with the action "{action}"',
    'reviewQueue.reasonRequired': 'please give the reason; the owner is told it',
  },
  'zh-CN': {
    'reviewQueue.notOffered': '该对象不支持“{action}”审核操作',
    'reviewQueue.reasonRequired': '请填写原因，原因将告知提交方',
  },
});
