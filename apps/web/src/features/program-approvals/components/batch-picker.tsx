import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type ApprovalKind, approvalScreens } from './approval-paths';
import { reviewBatchesResource } from './approval-resources';

/** g060102 / g060105: the batches of one applicant kind, each opening its applications. */
export function BatchPicker({ kind }: { kind: ApprovalKind }) {
  const title = useScreenTitle(approvalScreens(kind).batches);
  const navigate = useNavigate();
  const def = useMemo(() => reviewBatchesResource(kind, navigate), [kind, navigate]);
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
