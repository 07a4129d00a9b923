import { useQuery } from '@tanstack/react-query';
import type { Job } from '../api/jobs';

/** One posting for a screen, by id (an invalid id never calls the server). */
export function useJob(key: string, id: number, load: (id: number) => Promise<Job>) {
  const valid = Number.isInteger(id) && id > 0;
  return useQuery({ queryKey: [key, 'detail', id], queryFn: () => load(id), enabled: valid, staleTime: 0 });
}
