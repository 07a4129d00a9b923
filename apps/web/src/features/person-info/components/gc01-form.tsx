import { Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import {
  type Gc01Record,
  type RecordAnswer,
  gc01Key,
  updateGc01,
  type Gc01Fields,
  PersonFields,
} from '@/features/accounts';
import { blankToNull } from '@/lib/forms/field-checks';
import { ImageUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import { DEFAULT_HOME } from '@/lib/paths';
import { useSession } from '@/stores/session-store';
import { useRecordSave } from '../hooks/use-record-save';
import { useStoredFile } from '../hooks/use-stored-file';
import { MissingFields } from './missing-fields';
import { MobileField } from './mobile-field';
import { SaveFoot } from './save-outcome';

const FIELDS = [
  'name',
  'idNumber',
  'email',
  'education',
  'major',
  'school',
  'workYears',
  'region',
  'address',
  'politicalStatus',
] as const;

/** An individual's Gc01 record (SPEC §4 "complete Gc01"); once complete the back office opens. */
export function Gc01Form({ answer }: { answer: RecordAnswer<Gc01Record> }) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Gc01Fields>();
  const record = answer.record;
  const photo = useStoredFile(record?.photo);

  const save = useRecordSave(form, FIELDS, async (values) => {
    const input = blankToNull(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? null]))) as Gc01Fields;
    const stored = await updateGc01({ ...input, photoFileId: photo.id });
    queryClient.setQueryData(gc01Key, stored);
    photo.sync(stored.record?.photo);
    useSession.setState({ name: input.name });
    if (stored.missingFields.length) return 'stay';
    useSession.setState({ infoPerfect: '1' });
    await navigate(DEFAULT_HOME, { replace: true });
    return 'left';
  });

  return (
    <>
      <MissingFields fields={answer.missingFields} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError
        initialValues={record ? Object.fromEntries(FIELDS.map((f) => [f, record[f]])) : undefined}
        onFinish={(values) => void save.submit(values)}
        onValuesChange={save.clear}
        data-testid="gc01-form"
      >
        <PersonFields mode="complete" />
        <MobileField mobile={record?.mobile ?? ''} />
        <Form.Item label={t('personInfo.photo')} htmlFor="person-info-photo">
          <UploadsInFlightScope value={inFlight.tally}>
            <ImageUpload id="person-info-photo" limit={1} {...photo.uploadProps} />
          </UploadsInFlightScope>
        </Form.Item>
        <SaveFoot save={save} uploading={inFlight.busy} label={t('personInfo.save')} />
      </Form>
    </>
  );
}
