/**
 * Named permissions (DOMAIN.md `group:resource:action`) that the screen entries declare and that
 * the server guards and web buttons use by name. A name here is only a spelling: it is a
 * `TPermission` because an entry of the manifest declares it (checked in index.ts).
 */

/** Posting calls and buttons. */
export const JOB_PERMS = {
  list: 'g05:job:list',
  add: 'g05:job:add',
  edit: 'g05:job:edit',
  submit: 'g05:job:submit',
  refresh: 'g05:job:refresh',
  close: 'g05:job:close',
  reopen: 'g05:job:reopen',
  remove: 'g05:job:remove',
  view: 'g01:job:view',
  reviewList: 'g07:job:list',
  review: 'g07:job:review',
  takedown: 'g07:job:takedown',
} as const;

/** Account review calls (g070101) and their buttons. */
export const REVIEW_PERMS = {
  orgList: 'g07:org:list',
  orgReview: 'g07:org:review',
  orgLock: 'g07:org:lock',
  personList: 'g07:person:list',
  personLock: 'g07:person:lock',
} as const;

/** Resume calls and buttons. */
export const RESUME_PERMS = {
  /** A person's own resumes: list, write, delete, default, visibility, refresh. */
  manage: 'g01:resume:manage',
  /** Staff: the resume registry (g070103) and any resume's view. */
  staffList: 'g07:resume:list',
  /** Staff: hide a resume that breaks the rules, and unhide it. */
  staffHide: 'g07:resume:hide',
} as const;

/** Delivery calls and buttons (server guards, web buttons). */
export const DELIVERY_PERMS = {
  /** A person's deliveries, interviews and invitations. */
  personList: 'g01:delivery:list',
  deliver: 'g01:delivery:add',
  withdraw: 'g01:delivery:withdraw',
  answerInterview: 'g01:interview:answer',
  answerInvitation: 'g01:invitation:answer',
  /** An organisation's received deliveries. */
  orgList: 'g05:delivery:list',
  process: 'g05:delivery:process',
  notes: 'g05:delivery:note',
  interviews: 'g05:interview:list',
  /** Staff overview. */
  staffList: 'g07:delivery:list',
} as const;

/**
 * A person's job search buttons. Collections and the browse history are the caller's own rows
 * (their calls need a session only); the job alert calls need `alerts`.
 */
export const PERSON_JOB_PERMS = {
  collections: 'g01:collect:manage',
  history: 'g01:history:manage',
  alerts: 'g01:alert:manage',
} as const;
export const ALERT_PERMS = { manage: PERSON_JOB_PERMS.alerts } as const;

/** The organisation's talent search and invitations. */
export const TALENT_PERMS = {
  search: 'g05:talent:search',
  invite: 'g05:talent:invite',
} as const;

/** Each side of g010702/recommend reads only its own recommendations. */
export const RECOMMEND_PERMS = { jobs: 'g01:recommend:jobs', talents: 'g01:recommend:talents' } as const;

/** Feedback and complaints (server guards, web buttons). */
export const FEEDBACK_PERMS = {
  add: 'g01:feedback:add',
  list: 'g07:complaint:list',
  reply: 'g07:complaint:reply',
} as const;

/** Job fairs: the editor's g200201 (list, add, edit, remove a draft, publish / withdraw / cancel). */
export const FAIR_PERMS = {
  list: 'g20:fair:list',
  add: 'g20:fair:add',
  edit: 'g20:fair:edit',
  remove: 'g20:fair:remove',
  publish: 'g20:fair:publish',
} as const;

/** Talent programs, the staff's side: batches (g070109) and tiers and service types (g070110). */
export const PROGRAM_PERMS = {
  batchList: 'g07:programBatch:list',
  batchAdd: 'g07:programBatch:add',
  batchEdit: 'g07:programBatch:edit',
  batchStatus: 'g07:programBatch:status',
  referenceList: 'g07:programReference:list',
  referenceEdit: 'g07:programReference:edit',
} as const;

/**
 * Personnel archives: the archivists' registry (g070111), request handling (g080302 / g080402) and
 * the issued documents (g080501 certificates, g080601 transfer letters).
 */
export const ARCHIVE_PERMS = {
  registryList: 'g07:archive:list',
  registryEdit: 'g07:archive:edit',
  requestHandle: 'g08:archiveRequest:handle',
  documentList: 'g08:archiveDocument:list',
  documentRevoke: 'g08:archiveDocument:revoke',
} as const;

/**
 * Reviewers' approvals of talent program applications (g060101/g060102 individuals,
 * g060104/g060105 organisations): read a batch's applications and dossiers, decide the reviewers'
 * steps, assign experts, export the list.
 */
export const APPROVAL_PERMS = {
  list: 'g06:programApproval:list',
  act: 'g06:programApproval:act',
  assign: 'g06:programApproval:assign',
  export: 'g06:programApproval:export',
} as const;

/**
 * Expert scoring and public notice of talent programs: staff's scores of individual (g060103) and
 * organisation (g060106) applications, the expert's scoring tasks (g060107), result notices
 * (g060108) with publishing and upholding an objection.
 */
export const PROGRAM_SCORING_PERMS = {
  personScores: 'g06:personScore:list',
  orgScores: 'g06:orgScore:list',
  tasks: 'g06:scoringTask:list',
  notices: 'g06:programNotice:list',
  publish: 'g06:programNotice:publish',
  reopen: 'g06:programNotice:reopen',
} as const;

/** A person's own fair tickets (g010706): register, cancel, show the QR image. */
export const FAIR_TICKET_PERMS = { manage: 'g01:fairTicket:manage' } as const;

/** System users (g300101). */
export const USER_PERMS = {
  list: 'g30:user:list',
  add: 'g30:user:add',
  edit: 'g30:user:edit',
  lock: 'g30:user:lock',
  resetPwd: 'g30:user:resetPwd',
  roles: 'g30:user:roles',
  export: 'g30:user:export',
} as const;

/** Third-party bindings and locked accounts (g070115). */
export const ACCOUNT_SECURITY_PERMS = {
  list: 'g07:binding:list',
  removeBinding: 'g07:binding:remove',
  unlock: 'g07:account:unlock',
} as const;

/** System administration beside the users (g300101): roles, dictionaries, run-time parameters. */
export const SYSTEM_ADMIN_PERMS = {
  roleList: 'g30:role:list',
  roleEdit: 'g30:role:edit',
  dictList: 'g30:dict:list',
  dictEdit: 'g30:dict:edit',
  paramList: 'g30:param:list',
  paramEdit: 'g30:param:edit',
} as const;

/**
 * Data exports (g070116): starting and downloading one's own exports; each dataset also needs
 * the permission of the list it comes from. Unmasked personal data is a permission of its own.
 */
export const DATA_EXPORT_PERMS = { list: 'g07:export:list', unmask: 'g07:export:unmask' } as const;

/** Audit logs (g070112) and the SMS outbox (g070113). */
export const AUDIT_PERMS = { list: 'g07:audit:list', export: 'g07:audit:export' } as const;
export const SMS_PERMS = { list: 'g07:sms:list' } as const;

/**
 * Permission prefixes of the content kinds (`<prefix>:list|add|edit|remove`, and `:publish` for
 * the publishable ones); the server's editor routes of a kind are guarded by them.
 */
export const CONTENT_PERMS = {
  home: 'g20:home',
  featured: 'g20:featured',
  news: 'g20:news',
  announcement: 'g07:announcement',
  policy: 'g20:policy',
  dimension: 'g20:dimension',
  expert: 'g20:expert',
  expertField: 'g20:expertField',
  demand: 'g20:demand',
  achievement: 'g20:achievement',
} as const;

/**
 * Flexible employment: an employer's gigs and their applicants (g010901), a person's worker card
 * (g010902) and gig orders (g010903), staff review of gigs (g070106) and worker cards (g070107).
 * Every object is also checked for ownership.
 */
export const GIG_PERMS = {
  employer: 'g01:gig:manage',
  card: 'g01:workerCard:manage',
  orders: 'g01:gigOrder:manage',
  reviewList: 'g07:gig:list',
  review: 'g07:gig:review',
  cardReviewList: 'g07:workerCard:list',
  cardReview: 'g07:workerCard:review',
} as const;

/**
 * Job fairs' booths: the organisation's applications (g010203), staff review and check-in
 * (g070108), and the editor's list of every application with the per-fair figures (g200202).
 */
export const FAIR_BOOTH_PERMS = {
  apply: 'g01:booth:apply',
  reviewList: 'g07:booth:list',
  review: 'g07:booth:review',
  checkIn: 'g07:booth:checkIn',
  list: 'g20:booth:list',
  export: 'g20:booth:export',
} as const;

/** The statistics dashboard (g210101): the view and its Excel export. */
export const STATISTICS_PERMS = {
  view: 'g21:statistics:view',
  export: 'g21:statistics:export',
} as const;

/** Talent recognition and services (g09): the reviewers' lists, decisions, grants and payments. */
export const TALENT_SERVICE_PERMS = {
  recognitionList: 'g09:recognition:list',
  recognitionReview: 'g09:recognition:review',
  serviceList: 'g09:service:list',
  serviceReview: 'g09:service:review',
  servicePay: 'g09:service:pay',
} as const;
