import { RecordMissing, useRecordId } from '@/components/record-state';
import { ScoreDetailView } from '../../components/score-detail';

/** g060106 detail/{id}: an organisation's application's expert scores (component key 'g060106/detail'). */
export default function OrgScoreDetailScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <ScoreDetailView id={id} screen="g060106:detail" />;
}
