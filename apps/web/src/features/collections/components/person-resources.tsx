import { PERSON_JOB_PERMS, type TPermission } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import {
  type CollectedItem,
  type CollectionKind,
  type HistoryEntry,
  clearHistory,
  listCollected,
  listHistory,
  removeHistory,
  uncollect,
} from '../api/collections';
import { ItemTitle, KindLabel } from './item-title';

/** Button permissions of the person's screens (the screen manifest's g010702 buttons). */
export const COLLECTION_PERMS: TPermission[] = [PERSON_JOB_PERMS.collections];
export const HISTORY_PERMS: TPermission[] = [PERSON_JOB_PERMS.history];

/** What g010702/collect lists, one tab each: everything a person can collect on the portal. */
export const COLLECT_TABS: readonly CollectionKind[] = ['job', 'policy', 'demand', 'achievement', 'expert'];

const titleColumn = {
  key: 'title',
  titleKey: 'personJobs.col.title',
  hideable: false,
  render: (r: CollectedItem | HistoryEntry) => <ItemTitle item={r} />,
};
const aboutColumn = { key: 'subtitle', titleKey: 'personJobs.col.about', ellipsis: true };

const collectedResources = new Map<CollectionKind, ReturnType<typeof makeCollectedResource>>();

function makeCollectedResource(kind: CollectionKind) {
  return defineResource<CollectedItem>({
    id: `collections-${kind}`,
    rowKey: (r) => r.targetId,
    fetchPage: (params, signal) => listCollected(kind, params, signal),
    columns: [
      titleColumn,
      aboutColumn,
      { key: 'collectedAt', titleKey: 'personJobs.col.collectedAt', type: 'datetime' },
    ],
    rowActions: [
      {
        key: 'uncollect',
        labelKey: 'personJobs.uncollect',
        perms: COLLECTION_PERMS,
        danger: true,
        confirm: (r, t) =>
          r.available
            ? t('personJobs.uncollectConfirm', { title: r.title })
            : t('personJobs.uncollectConfirmUnavailable'),
        run: (r) => uncollect(kind, r.targetId),
        successKey: 'personJobs.uncollected',
      },
    ],
  });
}

/** The list of the person's collected items of one kind (one definition per kind, kept). */
export function collectedResource(kind: CollectionKind) {
  let def = collectedResources.get(kind);
  if (!def) {
    def = makeCollectedResource(kind);
    collectedResources.set(kind, def);
  }
  return def;
}

/** g010702/cookies: the pages the person opened, newest first; remove one or clear all. */
export const historyResource = defineResource<HistoryEntry>({
  id: 'browse-history',
  rowKey: (r) => r.id,
  fetchPage: listHistory,
  columns: [
    titleColumn,
    {
      key: 'kind',
      titleKey: 'personJobs.col.kind',
      type: 'text',
      render: (r) => <KindLabel kind={r.kind} />,
    },
    aboutColumn,
    { key: 'viewedAt', titleKey: 'personJobs.col.viewedAt', type: 'datetime' },
  ],
  rowActions: [
    {
      key: 'remove',
      labelKey: 'personJobs.history.remove',
      perms: HISTORY_PERMS,
      danger: true,
      confirm: (_r, t) => t('personJobs.history.removeConfirm'),
      run: (r) => removeHistory(r.id),
      successKey: 'personJobs.history.removed',
    },
  ],
  toolbar: [
    {
      key: 'clear',
      labelKey: 'personJobs.history.clear',
      perms: HISTORY_PERMS,
      danger: true,
      confirm: (_r, t) => t('personJobs.history.clearConfirm'),
      run: () => clearHistory(),
      successKey: 'personJobs.history.cleared',
    },
  ],
});
