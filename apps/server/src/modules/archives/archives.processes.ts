import { ARCHIVE_PERMS } from '@rcwb/shared';
import { defineProcess } from '../../core/workflow';

const name = (zh: string, en: string) => ({ en, 'zh-CN': zh });

/** The workflow kind of an archive request (the instance's subject is the request id). */
export const ARCHIVE_REQUEST_KIND = 'archive-request';
export const ARCHIVE_PROCESS_KEY = 'archive-request';

/** Archivists act at every step; the administrator's wildcard holds the permission too. */
const archivists = { roles: ['archivist'], perms: [ARCHIVE_PERMS.requestHandle] };

/**
 * An archive request (DOMAIN.md flow 3): the archivist checks the form and materials (and may
 * return it for a missing material or reject it), handles the business, then issues what it
 * gives (a certificate, a transfer letter) and closes it.
 */
export const ARCHIVE_PROCESS = defineProcess({
  key: ARCHIVE_PROCESS_KEY,
  name: name('人事档案业务办理', 'Personnel archive request'),
  steps: [
    {
      key: 'check',
      name: name('材料审核', 'Materials check'),
      actors: archivists,
      actions: [
        { action: 'approve', next: 'handle' },
        { action: 'return', next: '$returned', opinionRequired: true },
        { action: 'reject', next: '$rejected', opinionRequired: true },
      ],
      deadlineHours: 3 * 24,
      remindHoursBefore: 24,
    },
    {
      key: 'handle',
      name: name('业务办理', 'Handling'),
      actors: archivists,
      actions: [
        { action: 'approve', next: 'issue' },
        { action: 'reject', next: '$rejected', opinionRequired: true },
      ],
      deadlineHours: 5 * 24,
    },
    {
      key: 'issue',
      name: name('出具与办结', 'Issue and close'),
      actors: archivists,
      actions: [{ action: 'approve', next: '$approved' }],
      deadlineHours: 2 * 24,
    },
  ],
});
