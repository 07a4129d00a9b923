import { useState } from 'react';
import { Button, Image, Space } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { useDownload } from '@/components/download';
import { api } from '@/lib/api';
import type { StoredFile } from '../api/review';

const isImage = (file: StoredFile) => file.mime.startsWith('image/');

/** The reviewer's way to the licence: through the organisation, never the file's id. */
const licencePath = (orgId: number) => `/system/org/${orgId}/licence`;

/**
 * The business licence of an organisation under review. Licences are private files that staff
 * read only through the organisation's review call: pictures come back as base64 for a preview,
 * any licence (PDF too) can be downloaded.
 */
export function LicenceFile({ orgId, file }: { orgId: number; file: StoredFile | null }) {
  const { t } = useTranslation();
  const { downloading, download } = useDownload();
  const [preview, setPreview] = useState<string>();
  if (!file) return <span>{t('accountReview.noLicence')}</span>;

  const show = async () => {
    const image = await api.post<{ base64: string; mime: string }>(licencePath(orgId), { preview: true });
    setPreview(`data:${image.mime};base64,${image.base64}`);
  };

  return (
    <Space wrap>
      <span>{file.name}</span>
      {isImage(file) && (
        <Button size="small" icon={<EyeOutlined aria-hidden="true" />} onClick={() => void show()}>
          {t('accountReview.viewLicence')}
        </Button>
      )}
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden="true" />}
        loading={downloading}
        onClick={() => void download(licencePath(orgId), {}, file.name)}
        data-testid="licence-download"
      >
        {t('accountReview.downloadLicence')}
      </Button>
      {preview && (
        <Image
          src={preview}
          alt={file.name}
          width={0}
          style={{ display: 'none' }}
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(undefined) }}
        />
      )}
    </Space>
  );
}
