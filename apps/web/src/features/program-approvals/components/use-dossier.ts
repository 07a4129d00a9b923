import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useRecordId } from '@/components/record-state';
import { DOSSIER_KEY, getDossier } from '../api/approvals';

/** The application of the screen's `:id` (and the step `:sign` it was opened for, if any). */
export function useDossier() {
  const id = useRecordId('path');
  const { sign } = useParams();
  const query = useQuery({
    queryKey: [DOSSIER_KEY, id],
    queryFn: () => getDossier(id!),
    enabled: id !== null,
  });
  return { id, sign: sign ?? null, query };
}
