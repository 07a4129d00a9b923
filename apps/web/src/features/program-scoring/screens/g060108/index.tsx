import { Space } from 'antd';
import { type DialogRenderers, FormDialog, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type StaffNoticeEntry, upholdObjection } from '../../api/program-scoring';
import { NoticeCandidates } from '../../components/notice-candidates';
import { UPHOLD_FIELDS, noticeResource, openObjection } from '../../components/notice-resource';

const dialogs: DialogRenderers<StaffNoticeEntry> = {
  uphold: ({ row, close, done }) =>
    row && (
      <FormDialog<{ opinion: string }>
        open
        mode="add"
        titleKey="programScoringUi.uphold"
        fields={UPHOLD_FIELDS}
        submit={(v) => upholdObjection(openObjection(row)!.id, v.opinion)}
        onClose={close}
        onDone={done}
        successKey="programScoringUi.upheld"
      />
    ),
};

/** g060108 result notices: publish a batch's chosen results, follow the notices, uphold objections. */
export default function ResultNoticesScreen() {
  const title = useScreenTitle('g060108');
  return (
    <ResourcePage title={title}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <NoticeCandidates />
        <ResourceList def={noticeResource} dialogs={dialogs} />
      </Space>
    </ResourcePage>
  );
}
