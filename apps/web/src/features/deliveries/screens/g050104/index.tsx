import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import { orgDeliveryCounts } from '../../api/deliveries';
import { PIPELINE_FILTERS, pipelineResource } from '../../components/delivery-resources';
import { pipelineDialogs } from '../../components/pipeline-dialogs';
import { StatusCounts } from '../../components/status-counts';

/** g050104 received deliveries (menu component key 'g050104/index'): counts per state, the list and its steps. */
export default function PipelineScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => pipelineResource(navigate), [navigate]);
  const dialogs = useMemo(() => pipelineDialogs(t), [t]);
  return (
    <ResourcePage title={screenName('g050104')}>
      <StatusCounts
        listKey={def.id}
        filters={PIPELINE_FILTERS}
        load={(params) => orgDeliveryCounts(params as { jobId?: number })}
      />
      <ResourceList def={def} dialogs={dialogs} />
    </ResourcePage>
  );
}
