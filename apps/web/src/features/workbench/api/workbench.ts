import { queryOptions } from '@tanstack/react-query';
import type { TPersonWorkbench } from '@rcwb/shared';
import { MESSAGE_CENTRE_PATH } from '@/features/messages';
import { api } from '@/lib/api';
import { workbenchKey } from '@/lib/live-queries';

export const workbenchQuery = queryOptions({
  queryKey: [...workbenchKey, 'person'],
  queryFn: ({ signal }) => api.get<TPersonWorkbench>('/workbench/person', undefined, { signal }),
});

/** Where the workbench sends the person (menu paths of the screens, SPEC §2). */
export const WORKBENCH_LINKS = {
  profile: '/personInfo',
  resumes: '/g01/g010501',
  newResume: '/g01/g010401/add',
  editResume: (id: number, title: string) => `/g01/g010401/edit/${id}/${encodeURIComponent(title)}`,
  deliveries: '/g01/g010702/deliver',
  invitations: '/g01/g010702/deliver?tab=invitations',
  collections: '/g01/g010702/collect',
  alerts: '/g010704/index',
  messages: MESSAGE_CENTRE_PATH,
  recommend: '/g01/g010702/recommend',
} as const;
