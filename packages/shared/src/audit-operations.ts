/**
 * The operation log in plain language: what each audited call did (an action) to what (an object
 * kind, id and display name). The server derives both from the route (apps/server
 * modules/audit/audit-sentences.ts) and stores them with the entry; the audit screen and the
 * export turn them into a sentence in the reader's language with `operationSentence`.
 */
export const AUDIT_ACTIONS = [
  'signIn',
  'signOut',
  'signInWithProvider',
  'updateProfile',
  'changePassword',
  'changeAvatar',
  'upload',
  'download',
  'markRead',
  'create',
  'edit',
  'delete',
  'clear',
  'publish',
  'withdraw',
  'approve',
  'reject',
  'lock',
  'unlock',
  'changeStatus',
  'resetPassword',
  'changeRoles',
  'export',
  'sendSmsCode',
  'checkUsername',
  'checkIdNumber',
  'registerPerson',
  'registerOrg',
  'updatePersonRecord',
  'updateOrgRecord',
  'findPassword',
  'resetForgottenPassword',
  'bindMobile',
  'acceptConsents',
  'bindProvider',
  'collect',
  'uncollect',
  'open',
  'setDefault',
  'refresh',
  'changeVisibility',
  'hide',
  'unhide',
  'submit',
  'close',
  'reopen',
  'takedown',
  'markViewed',
  'inviteToInterview',
  'hire',
  'addNote',
  'accept',
  'decline',
  'reply',
  'readOutbox',
  'returnForChanges',
  'apply',
  'invite',
  'cancel',
  'checkIn',
  'checkOut',
  'confirm',
  'rate',
  'move',
  'changePermissions',
  'receive',
  'lend',
  'takeBack',
  'transferOut',
  'revoke',
  'exportStatistics',
  'decide',
  'recordPayment',
  'assignExperts',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_KINDS = [
  'org',
  'person',
  'account',
  'session',
  'message',
  'file',
  'feedback',
  'operationLog',
  'loginLog',
  'policy',
  'dimension',
  'expertField',
  'expert',
  'demand',
  'achievement',
  'banner',
  'featured',
  'news',
  'announcement',
  'collection',
  'browseHistory',
  'jobAlert',
  'resume',
  'posting',
  'delivery',
  'interview',
  'invitation',
  'providerBinding',
  'gig',
  'workerCard',
  'gigOrder',
  'boothApplication',
  'fair',
  'fairTicket',
  'fairTemplate',
  'programBatch',
  'programReference',
  'programApplication',
  'archive',
  'archiveRequest',
  'archiveDocument',
  'talentRecognition',
  'talentService',
  'role',
  'dictEntry',
  'systemParam',
  'dataExport',
] as const;
export type TAuditObjectKind = (typeof AUDIT_OBJECT_KINDS)[number];

export const isAuditAction = (v: string): v is TAuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(v);
export const isAuditObjectKind = (v: string): v is TAuditObjectKind =>
  (AUDIT_OBJECT_KINDS as readonly string[]).includes(v);

/** What an operation log entry says it did; the kind, id and name are empty when it had no object. */
export type TOperationSubject = {
  actionKey: string | null;
  objectKind: string | null;
  objectId: string | null;
  objectName: string | null;
};

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The entry as a sentence, e.g. "approved organisation 福州数智科技有限公司" or
 * "published posting “Data analyst”". The object is named by the name kept with the entry, else by
 * its kind and id. Entries written before actions were recorded have no sentence ('').
 */
export function operationSentence(t: TTranslate, e: TOperationSubject): string {
  if (!e.actionKey) return '';
  let object = '';
  if (e.objectKind) {
    object = e.objectName
      ? t(`audit.object.${e.objectKind}`, { name: e.objectName })
      : e.objectId
        ? t('audit.objectWithId', { kind: t(`audit.kind.${e.objectKind}`), id: e.objectId })
        : t(`audit.kind.${e.objectKind}`);
  }
  return t(`audit.action.${e.actionKey}`, { object }).replace(/\s+$/, '');
}
