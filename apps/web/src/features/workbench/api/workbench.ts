import { screenPath } from '@rcwb/shared';
import { queryOptions } from '@tanstack/react-query';
import type { TPersonWorkbench, TWorkbenchCards } from '@rcwb/shared';
import { MESSAGE_CENTRE_PATH } from '@/features/messages';
import { api } from '@/lib/api';
import { workbenchKey } from '@/lib/live-queries';

export const workbenchQuery = queryOptions({
  queryKey: [...workbenchKey, 'person'],
  queryFn: ({ signal }) => api.get<TPersonWorkbench>('/workbench/person', undefined, { signal }),
});

/** The staff and organisation card groups of the landing page, one server call each. */
export type TCardGroup = 'org' | 'review' | 'editor' | 'system';

export const cardGroupQuery = (group: TCardGroup) =>
  queryOptions({
    queryKey: [...workbenchKey, group],
    // The group shows its own error state with a retry button, so no toast on top of it.
    queryFn: ({ signal }) =>
      api.get<TWorkbenchCards>(`/workbench/${group}`, undefined, { signal, showError: false }),
  });

/** Where the workbench sends the person (menu paths of the screens, SPEC §2). */
export const WORKBENCH_LINKS = {
  profile: '/personInfo',
  resumes: screenPath('g010501'),
  newResume: screenPath('g010401:add'),
  editResume: (id: number, title: string) => screenPath('g010401:edit', { id, title }),
  deliveries: screenPath('g010702:deliver'),
  invitations: screenPath('g010702:deliver', undefined, { tab: 'invitations' }),
  collections: screenPath('g010702:collect'),
  alerts: screenPath('g010704:index'),
  messages: MESSAGE_CENTRE_PATH,
  recommend: screenPath('g010702:recommend'),
} as const;
