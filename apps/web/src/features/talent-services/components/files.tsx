import { Button, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TTalentFileForm } from '@rcwb/shared';
import { downloadStoredFile } from '@/components/download';
import { FileUpload } from '@/components/upload';
import type { MaterialFile } from '../api/talent-services';

const FILE_TYPES = ['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx'];
export const urlOf = (id: string) => `/talent/file/${id}`;
const idOf = (url: string | undefined) => (url && /\/talent\/file\/([0-9a-f-]{36})$/i.exec(url)?.[1]) || null;

export type Uploads = Record<string, string[]>;

/** The uploads as the API takes them: one file per named material, those not uploaded left out. */
export const filesOf = (names: readonly string[], uploads: Uploads): TTalentFileForm[] =>
  names.flatMap((name) => {
    const fileId = idOf(uploads[name]?.[0]);
    return fileId ? [{ name, fileId }] : [];
  });

/** The uploads an application already holds, to start a correction from. */
export const uploadsOf = (files: readonly MaterialFile[]): Uploads =>
  Object.fromEntries(files.map((m) => [m.name, m.file ? [urlOf(m.file.id)] : []]));

/** One upload per named material (evidence of a tier, materials of a service). */
export function MaterialsUpload({
  names,
  value,
  onChange,
  fileNames,
}: {
  names: readonly string[];
  value: Uploads;
  onChange: (v: Uploads) => void;
  fileNames?: Record<string, string>;
}) {
  const { t } = useTranslation();
  // Uploads finish on their own time: one that ends after another started must add to what the
  // other left, not to the value of the render it started in (which would drop the other file).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (name: string, urls: string[]) => {
    latest.current = { ...latest.current, [name]: urls };
    onChange(latest.current);
  };
  if (!names.length)
    return <Typography.Paragraph type="secondary">{t('talentUi.evidenceNone')}</Typography.Paragraph>;
  return (
    <div>
      {names.map((name, i) => (
        <div key={name} style={{ marginBottom: 12 }}>
          <label htmlFor={`talent-file-${i}`}>
            <Typography.Text strong>{name}</Typography.Text>
          </label>
          <FileUpload
            id={`talent-file-${i}`}
            limit={1}
            fileTypes={FILE_TYPES}
            value={value[name] ?? []}
            fileNames={fileNames}
            onChange={(urls) => change(name, urls)}
          />
        </div>
      ))}
    </div>
  );
}

/** The files of an application, each downloadable by whom may read it. */
export function MaterialsList({ files }: { files: readonly MaterialFile[] }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="talent-files">
      {files.map((m) => (
        <li key={m.name}>
          {m.name}:{' '}
          {m.file ? (
            <Button type="link" onClick={() => void downloadStoredFile(urlOf(m.file!.id), m.file!.name)}>
              {m.file.name}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('talentUi.noFile')}</Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}
