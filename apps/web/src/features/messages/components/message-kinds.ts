/** Notification kinds the server sends (modules that call the notifier); the filter offers these. */
export const MESSAGE_KINDS = [
  'delivery',
  'interview',
  'invitation',
  'resume',
  'feedback',
  'job-review',
  'job-alert',
  'org-review',
  'security',
  'workflow',
  'data-export',
] as const;

/** The i18n key of a kind's name; an unknown kind shows as it is. */
export const kindLabelKey = (kind: string) => `messages.kind.${kind}`;
