import { RecordMissing, useRecordId } from '@/components/record-state';
import { ScoreDetailView } from '../../components/score-detail';

/** g060103 detail/{id}: an individual application's expert scores (component key 'g060103/detail'). */
export default function PersonScoreDetailScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <ScoreDetailView id={id} screen="g060103:detail" />;
}
