import { useState } from 'react';
import { Button, Image, Space } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDownload } from '@/components/download';
import { api } from '@/lib/api';
import type { StoredFile } from '../api/review';

const isImage = (file: StoredFile) => file.mime.startsWith('image/');

/**
 * The business licence of an organisation under review. Licences are private files: pictures
 * are fetched through the authorised image call and shown in a preview, other files (PDF) are
 * downloaded through the generic file download.
 */
export function LicenceFile({ file }: { file: StoredFile | null }) {
  const { t } = useTranslation();
  const { downloading, downloadFile } = useDownload();
  const [preview, setPreview] = useState<string>();
  if (!file) return <span>{t('accountReview.noLicence')}</span>;

  const show = async () => {
    const image = await api.post<{ base64: string; mime: string }>('/talent/file/downloadImg', {
      fileName: file.url,
    });
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
        onClick={() => void downloadFile(file.url, file.name)}
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
