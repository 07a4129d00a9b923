import { Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { ORG_PHOTO_LIMIT } from '@rcwb/shared';
import { MapPointInput, type TMapPoint } from '@/components/map-point';
import { FileUpload, ImageUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';
import {
  type Gb01Record,
  type RecordAnswer,
  gb01Key,
  updateGb01,
  type Gb01Fields,
  OrgFields,
} from '@/features/accounts';
import { blankToNull } from '@/lib/forms/field-checks';
import { useSession } from '@/stores/session-store';
import { useRecordSave } from '../hooks/use-record-save';
import { useStoredFile } from '../hooks/use-stored-file';
import { useStoredImages } from '../hooks/use-stored-images';
import { MissingFields } from './missing-fields';
import { MobileField } from './mobile-field';
import { ReviewStatus } from './review-status';
import { SaveFoot } from './save-outcome';

const FIELDS = [
  'name',
  'creditCode',
  'legalRep',
  'nature',
  'industry',
  'scale',
  'region',
  'address',
  'contact',
  'telephone',
  'website',
  'email',
  'description',
] as const;

/** The form's values: the record's fields with its map point as one value (the picker's). */
type TGb01Form = Gb01Fields & { point?: TMapPoint | null };

/** The server takes a licence as a PDF or a picture. */
const LICENCE_TYPES = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/**
 * An organisation's Gb01 record with its business licence (DOMAIN.md): once complete with the
 * licence, saving submits it for review and the back office opens (the review runs meanwhile).
 */
export function Gb01Form({ answer }: { answer: RecordAnswer<Gb01Record> }) {
  const { t } = useTranslation();
  const inFlight = useUploadsInFlight();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TGb01Form>();
  // The map is fitted to the chosen region and its pin named after the organisation.
  const region = Form.useWatch('region', form) ?? null;
  const name = Form.useWatch('name', form) ?? '';
  const record = answer.record;
  const licence = useStoredFile(record?.licence);
  const logo = useStoredImages(record?.logo ? [record.logo] : []);
  const photos = useStoredImages(record?.photos);
  const save = useRecordSave(form, FIELDS, async (values) => {
    const input = blankToNull(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? null]))) as Gb01Fields;
    const stored = await updateGb01({
      ...input,
      lat: values.point?.lat ?? null,
      lng: values.point?.lng ?? null,
      licenceFileId: licence.id,
      logoFileId: logo.ids[0] ?? null,
      photoFileIds: photos.ids,
    });
    queryClient.setQueryData(gb01Key, stored);
    licence.sync(stored.record?.licence);
    logo.sync(stored.record?.logo ? [stored.record.logo] : []);
    photos.sync(stored.record?.photos);
    useSession.setState({ name: input.name, ...(stored.missingFields.length ? {} : { infoPerfect: '1' }) });
    // The organisation stays to see its review status.
    return 'stay';
  });

  return (
    <>
      {record && <ReviewStatus status={record.reviewStatus} reason={record.reviewReason} />}
      <MissingFields fields={answer.missingFields} />
      <Form
        form={form}
        layout="vertical"
        requiredMark
        scrollToFirstError
        initialValues={
          record
            ? {
                ...Object.fromEntries(FIELDS.map((f) => [f, record[f]])),
                point:
                  record.lat !== null && record.lng !== null ? { lat: record.lat, lng: record.lng } : null,
              }
            : undefined
        }
        onFinish={(values) => void save.submit(values)}
        onValuesChange={save.clear}
        data-testid="gb01-form"
      >
        <OrgFields mode="complete" />
        <Form.Item name="point" label={t('personInfo.mapPoint')} extra={t('personInfo.mapPointHint')}>
          <MapPointInput
            area={region}
            name={name}
            labels={{
              map: t('personInfo.mapLabel'),
              lat: t('personInfo.lat'),
              lng: t('personInfo.lng'),
              clear: t('personInfo.clearPoint'),
            }}
            testId="org"
          />
        </Form.Item>
        <MobileField mobile={record?.mobile ?? ''} />
        <Form.Item
          label={t('personInfo.licence')}
          htmlFor="person-info-licence"
          required
          extra={t('personInfo.licenceHint')}
        >
          <UploadsInFlightScope value={inFlight.tally}>
            <FileUpload
              id="person-info-licence"
              limit={1}
              fileTypes={LICENCE_TYPES}
              {...licence.uploadProps}
            />
          </UploadsInFlightScope>
        </Form.Item>
        <Form.Item label={t('personInfo.logo')} htmlFor="person-info-logo" extra={t('personInfo.imagesHint')}>
          <UploadsInFlightScope value={inFlight.tally}>
            <ImageUpload id="person-info-logo" limit={1} {...logo.uploadProps} />
          </UploadsInFlightScope>
        </Form.Item>
        <Form.Item
          label={t('personInfo.photos', { max: ORG_PHOTO_LIMIT })}
          htmlFor="person-info-photos"
          extra={t('personInfo.photosHint')}
        >
          <UploadsInFlightScope value={inFlight.tally}>
            <ImageUpload id="person-info-photos" limit={ORG_PHOTO_LIMIT} {...photos.uploadProps} />
          </UploadsInFlightScope>
        </Form.Item>
        <SaveFoot
          save={save}
          uploading={inFlight.busy}
          label={
            answer.record?.reviewStatus === 'approved' ? t('personInfo.save') : t('personInfo.submitReview')
          }
        />
      </Form>
    </>
  );
}
