import type { TAuditAction, TAuditObjectKind } from '@rcwb/shared';
import type { TAuditDeclaration } from '../../core/route';

/**
 * What an audited route does, derived from its method and url pattern once for every route: the
 * last fixed segment names the action when it is a verb (`/system/org/:id/approve` → approve), else
 * the method does (POST create, PUT edit, DELETE delete, or clear without an id); the last
 * remaining segment that names a thing is the object's kind (`org` → organisation). A route whose
 * url says neither declares them (`audit` in core/route.ts).
 */
const VERBS: Record<string, TAuditAction> = {
  login: 'signIn',
  logout: 'signOut',
  callback: 'signInWithProvider',
  updateProfile: 'updateProfile',
  updatePassword: 'changePassword',
  updateHeader: 'changeAvatar',
  upload: 'upload',
  download: 'download',
  downloadImg: 'download',
  read: 'markRead',
  remove: 'delete',
  publish: 'publish',
  withdraw: 'withdraw',
  approve: 'approve',
  reject: 'reject',
  lock: 'lock',
  unlock: 'unlock',
  status: 'changeStatus',
  resetPwd: 'resetPassword',
  roles: 'changeRoles',
  export: 'export',
  sendSmsCode: 'sendSmsCode',
  checkUsername: 'checkUsername',
  checkIdNumber: 'checkIdNumber',
  saveGc01: 'registerPerson',
  saveGb01: 'registerOrg',
  updateGc01: 'updatePersonRecord',
  updateGb01: 'updateOrgRecord',
  findPassword: 'findPassword',
  resetPassword: 'resetForgottenPassword',
  bindMobile: 'bindMobile',
  bind: 'bindProvider',
  open: 'open',
  default: 'setDefault',
  refresh: 'refresh',
  visibility: 'changeVisibility',
  hide: 'hide',
  unhide: 'unhide',
  submit: 'submit',
  close: 'close',
  reopen: 'reopen',
  takedown: 'takedown',
  view: 'markViewed',
  interview: 'inviteToInterview',
  hire: 'hire',
  notes: 'addNote',
  accept: 'accept',
  decline: 'decline',
  reply: 'reply',
  outbox: 'readOutbox',
  return: 'returnForChanges',
  apply: 'apply',
  invite: 'invite',
  cancel: 'cancel',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  confirm: 'confirm',
  rate: 'rate',
  move: 'move',
  menus: 'changePermissions',
  receive: 'receive',
  lend: 'lend',
  transfer: 'transferOut',
  revoke: 'revoke',
  act: 'decide',
  payment: 'recordPayment',
};

const KINDS: Record<string, TAuditObjectKind> = {
  org: 'org',
  person: 'person',
  user: 'account',
  sessions: 'session',
  message: 'message',
  file: 'file',
  feedback: 'feedback',
  operation: 'operationLog',
  login: 'loginLog',
  policy: 'policy',
  dimension: 'dimension',
  expertField: 'expertField',
  expert: 'expert',
  demand: 'demand',
  achievement: 'achievement',
  banner: 'banner',
  featured: 'featured',
  news: 'news',
  announcement: 'announcement',
  collection: 'collection',
  'browse-history': 'browseHistory',
  'job-alert': 'jobAlert',
  resume: 'resume',
  job: 'posting',
  delivery: 'delivery',
  interview: 'interview',
  invitation: 'invitation',
  bindings: 'providerBinding',
  gig: 'gig',
  'worker-card': 'workerCard',
  'gig-order': 'gigOrder',
  'fair-booth': 'boothApplication',
  fair: 'fair',
  ticket: 'fairTicket',
  batch: 'programBatch',
  reference: 'programReference',
  application: 'programApplication',
  registry: 'archive',
  request: 'archiveRequest',
  handling: 'archiveRequest',
  document: 'archiveDocument',
  recognition: 'talentRecognition',
  'service-request': 'talentService',
  role: 'role',
  'dict-entry': 'dictEntry',
  param: 'systemParam',
  exports: 'dataExport',
};

/** Actions that are about the caller themselves or a thing without a name worth resolving. */
const SELF_ACTIONS = new Set<TAuditAction>([
  'signIn',
  'signOut',
  'signInWithProvider',
  'updateProfile',
  'changePassword',
  'changeAvatar',
  'upload',
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
  'readOutbox',
]);

export type TAuditDescription = {
  action: TAuditAction;
  kind: TAuditObjectKind | null;
  /** Where the object's id comes from: the `:id` path parameter, the answer's `id`, or nowhere. */
  idFrom: 'param' | 'result' | null;
};

/** The action and object of an audited route, or null when neither the url nor a declaration says. */
export function describeAudited(
  method: string,
  url: string,
  declared?: TAuditDeclaration,
): TAuditDescription | null {
  const parts = url.split('/').filter(Boolean);
  const fixed = parts.filter((p) => !p.startsWith(':'));
  const last = fixed[fixed.length - 1];
  const verb = last !== undefined ? VERBS[last] : undefined;
  const rest = verb ? fixed.slice(0, -1) : fixed;
  const hasId = parts.includes(':id');
  const derived: TAuditAction | undefined =
    verb ??
    (method === 'POST'
      ? 'create'
      : method === 'PUT'
        ? 'edit'
        : method === 'DELETE'
          ? hasId
            ? 'delete'
            : 'clear'
          : undefined);
  const action = (declared?.action as TAuditAction | undefined) ?? derived;
  if (!action) return null;
  let kind: TAuditObjectKind | null = null;
  if (declared?.kind !== undefined) kind = declared.kind as TAuditObjectKind | null;
  else if (!SELF_ACTIONS.has(action)) {
    for (let i = rest.length - 1; i >= 0 && !kind; i--) kind = KINDS[rest[i]!] ?? null;
    if (!kind) return null;
  }
  const idFrom = !kind ? null : hasId ? 'param' : action === 'create' ? 'result' : null;
  return { action, kind, idFrom };
}
