import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { RecordState, useRecordId } from '@/components/record-state';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { APPROVALS_KEY, REVIEW_BATCHES_KEY, getReviewBatch } from '../api/approvals';
import { type ApprovalKind, approvalPaths, approvalScreens } from './approval-paths';
import { approvalsResource } from './approval-resources';
import { BulkActions } from './bulk-actions';

/** g060102 / g060105 index/{id}: the applications of batch `id`, with filters, bulk actions and export. */
export function BatchApplications({ kind }: { kind: ApprovalKind }) {
  const title = useScreenTitle(approvalScreens(kind).batch);
  const batchesTitle = useScreenTitle(approvalScreens(kind).batches);
  const id = useRecordId('path');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const batch = useQuery({
    queryKey: [REVIEW_BATCHES_KEY, 'one', id],
    queryFn: () => getReviewBatch(id!),
    enabled: id !== null,
  });
  const def = useMemo(
    () => (id === null ? null : approvalsResource(kind, id, navigate)),
    [kind, id, navigate],
  );
  if (!batch.data || !def) return <RecordState badLink={id === null} query={batch} />;
  const refresh = () => {
    setSelected([]);
    void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(APPROVALS_KEY) });
    void client.invalidateQueries({ queryKey: [REVIEW_BATCHES_KEY] });
  };
  return (
    <ResourcePage title={title}>
      <Typography.Paragraph>
        <Button
          type="link"
          onClick={() => void navigate(approvalPaths(kind).batches)}
          style={{ paddingInline: 0 }}
        >
          ← {batchesTitle}
        </Button>{' '}
        · <span data-testid="approval-batch-name">{batch.data.name}</span>
      </Typography.Paragraph>
      <ResourceList
        def={def}
        selection={{ selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        toolbarExtra={<BulkActions batchId={batch.data.id} selected={selected} onDone={refresh} />}
      />
    </ResourcePage>
  );
}
