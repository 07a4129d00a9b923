import { RecordMissing, useRecordId } from '@/components/record-state';
import { ScoringFormView } from '../../components/scoring-form';

/** g060107 score/{id}: the scoring form of one of my tasks (component key 'g060107/score'). */
export default function ScoringFormScreen() {
  const id = useRecordId('path');
  if (id === null) return <RecordMissing badLink />;
  return <ScoringFormView id={id} />;
}
