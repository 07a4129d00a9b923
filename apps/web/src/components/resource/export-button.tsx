import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { api } from '@/lib/api';
import type { ListParams } from './types';

/** The times in the sheet follow the user's zone. */
const timeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * Downloads the server's .xlsx of the filtered list through the client's download helper (which
 * shows the loader and maps a JSON refusal to its message).
 */
export function ExportButton({
  url,
  params,
  labelKey = 'resource.export',
}: {
  url: string;
  params: ListParams;
  labelKey?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await api.download(url, { ...params, timeZone: timeZone() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void run()}
      data-testid="resource-export"
    >
      {t(labelKey)}
    </Button>
  );
}
