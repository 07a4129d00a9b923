import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import {
  ARCHIVE_REQUEST_KINDS,
  CERTIFICATE_TYPES,
  type TArchiveRequestForm,
  type TArchiveRequestKind,
} from '@rcwb/shared';
import { FileUpload, UploadsInFlightScope, useUploadsInFlight } from '@/components/upload';

const urlOf = (id: string) => `/talent/file/${id}`;
const idOf = (url: string) => /\/talent\/file\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? null;

/** The fields each kind of request asks for (the server's ZArchiveRequestForm). */
const FIELDS: Record<TArchiveRequestKind, { name: string; long?: boolean; optional?: boolean }[]> = {
  deposit: [{ name: 'formerUnit' }, { name: 'reason', long: true, optional: true }],
  'transfer-in': [{ name: 'fromAgency' }, { name: 'reason', long: true, optional: true }],
  'transfer-out': [
    { name: 'targetAgency' },
    { name: 'targetAddress' },
    { name: 'reason', long: true, optional: true },
  ],
  borrow: [{ name: 'borrowerUnit' }, { name: 'purpose', long: true }],
  certificate: [{ name: 'purpose', long: true }],
};

type Props = {
  initial?: { form: TArchiveRequestForm; attachments: { id: string; name: string }[] };
  /** Sends the request (saved, then submitted) and says where to go next. */
  onSubmit: (input: { form: TArchiveRequestForm; attachments: string[] }) => Promise<unknown>;
};

/**
 * A request as the holder writes it: the kind (fixed once started), the fields that kind needs
 * and the materials attached. Used to start one and to correct one returned for a missing material.
 */
export function RequestForm({ initial, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [kind, setKind] = useState<TArchiveRequestKind>(initial?.form.kind ?? 'certificate');
  const [urls, setUrls] = useState<string[]>(() => initial?.attachments.map((a) => urlOf(a.id)) ?? []);
  const names = Object.fromEntries(initial?.attachments.map((a) => [urlOf(a.id), a.name]) ?? []);
  const [sending, setSending] = useState(false);
  const inFlight = useUploadsInFlight();

  const finish = async (values: Record<string, string>) => {
    setSending(true);
    try {
      const fields = Object.fromEntries(FIELDS[kind].map((f) => [f.name, values[f.name] ?? '']));
      const request = {
        kind,
        ...fields,
        ...(kind === 'certificate' ? { certificateType: values.certificateType } : {}),
      };
      await onSubmit({
        form: request as TArchiveRequestForm,
        attachments: urls.map(idOf).filter((id): id is string => id !== null),
      });
    } catch {
      // The API client has shown the refusal; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="archiveRequest"
      initialValues={{ certificateType: 'deposit', ...(initial?.form ?? {}), kind }}
      onFinish={(v) => void finish(v)}
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="kind" label={t('archives.field.kind')} rules={[{ required: true }]}>
        <Select
          disabled={!!initial}
          onChange={(v: TArchiveRequestKind) => setKind(v)}
          options={ARCHIVE_REQUEST_KINDS.map((k) => ({ value: k, label: t(`archives.kind.${k}`) }))}
        />
      </Form.Item>
      {kind === 'certificate' && (
        <Form.Item
          name="certificateType"
          label={t('archives.field.certificateType')}
          rules={[{ required: true }]}
        >
          <Select
            options={CERTIFICATE_TYPES.map((c) => ({ value: c, label: t(`archives.certificate.${c}`) }))}
          />
        </Form.Item>
      )}
      {FIELDS[kind].map((f) => (
        <Form.Item
          key={`${kind}-${f.name}`}
          name={f.name}
          label={t(`archives.field.${f.name}`)}
          rules={[
            { required: !f.optional, whitespace: true, message: t('archives.required') },
            { max: f.long ? 500 : 200 },
          ]}
        >
          {f.long ? <Input.TextArea rows={3} /> : <Input />}
        </Form.Item>
      ))}
      <Form.Item label={t('archives.field.attachments')} help={t('archives.help.attachments')}>
        <UploadsInFlightScope value={inFlight.tally}>
          {' '}
          <FileUpload
            id="archive-attachments"
            limit={10}
            fileTypes={['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx']}
            value={urls}
            fileNames={names}
            onChange={setUrls}
          />
        </UploadsInFlightScope>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={sending} disabled={inFlight.busy}>
          {t('archives.submitRequest')}
        </Button>
      </Space>
    </Form>
  );
}
