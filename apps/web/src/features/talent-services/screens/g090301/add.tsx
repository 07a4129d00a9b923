import { useParams } from 'react-router';
import { RecordMissing } from '@/components/record-state';
import { RequestApply } from '../../components/request-apply';

/** g090301 add/{type} (menu component key 'g090301/add'): ask for a service of one type. */
export default function RequestApplyScreen() {
  const { type } = useParams();
  if (!type || !/^[a-z0-9-]{1,20}$/i.test(type)) return <RecordMissing badLink />;
  return <RequestApply key={type} type={type} />;
}
