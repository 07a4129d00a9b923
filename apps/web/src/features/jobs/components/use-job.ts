import { useQuery } from '@tanstack/react-query';
import type { Job } from '../api/jobs';

/** One posting for a screen, by id (null, an unusable id from the link, never calls the server). */
export function useJob(key: string, id: number | null, load: (id: number) => Promise<Job>) {
  return useQuery({
    queryKey: [key, 'detail', id],
    queryFn: () => load(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}
