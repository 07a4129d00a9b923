import { Button, Card, Checkbox, Empty, Popconfirm, Skeleton, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PROGRAM_SCORING_PERMS } from '@rcwb/shared';
import { useCan } from '@/components/resource';
import { feedback as toast } from '@/lib/feedback/feedback';
import { NOTICES_KEY, type NoticeCandidate, listCandidates, publishNotice } from '../api/program-scoring';

function BatchCandidates({ rows }: { rows: NoticeCandidate[] }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>(rows.map((r) => r.id));
  const batch = rows[0]!.batch;
  const publish = useMutation({
    mutationFn: () => publishNotice(batch.id, chosen),
    onSuccess: () => {
      toast.success(t('programScoringUi.published'));
      void queryClient.invalidateQueries({ queryKey: [NOTICES_KEY] });
    },
  });
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 15 }}>{batch.name}</h3>}
      data-testid={`notice-candidates-${batch.id}`}
    >
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v as number[])}
        options={rows.map((r) => ({
          value: r.id,
          label: r.organisation ? `${r.name}（${r.organisation}）` : r.name,
        }))}
      />
      {can([PROGRAM_SCORING_PERMS.publish]) && (
        <div style={{ marginTop: 12 }}>
          <Popconfirm
            title={t('programScoringUi.publishConfirm', {
              count: chosen.length,
              batch: batch.name,
              days: batch.noticeDays,
            })}
            onConfirm={() => publish.mutate()}
            disabled={!chosen.length}
          >
            <Button type="primary" disabled={!chosen.length} loading={publish.isPending}>
              {t('programScoringUi.publish')}
            </Button>
          </Popconfirm>
        </div>
      )}
    </Card>
  );
}

/** The applications waiting at the notice step, by batch, to choose and publish as one notice. */
export function NoticeCandidates() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [NOTICES_KEY, 'candidates'],
    queryFn: ({ signal }) => listCandidates(signal),
  });
  const byBatch = new Map<number, NoticeCandidate[]>();
  for (const r of query.data ?? []) byBatch.set(r.batch.id, [...(byBatch.get(r.batch.id) ?? []), r]);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('programScoringUi.candidates')}</h2>}>
      {query.isPending ? (
        <Skeleton active />
      ) : byBatch.size === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('programScoringUi.candidatesEmpty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {[...byBatch.entries()].map(([id, rows]) => (
            <BatchCandidates key={`${id}-${rows.map((r) => r.id).join(',')}`} rows={rows} />
          ))}
        </Space>
      )}
    </Card>
  );
}
