import '@/lib/server-messages/i18n-scope';
import { useTranslation } from '@/lib/i18n';
import {
  CloseOutlined,
  DeleteOutlined,
  LoadingOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Progress, Typography, Upload } from 'antd';
import type { UploadResult } from '@/lib/api/files';
import { downloadStoredFile } from '@/components/download/use-download';
import { SortableItem } from './sortable-item';
import styles from './upload.module.css';
import { DEFAULT_FILE_TYPES, DEFAULT_LIMIT, DEFAULT_MAX_SIZE_MB, acceptOf } from './upload-rules';
import { isAbsoluteUrl } from './upload-url';
import { useUploadList } from './use-upload-list';
import { useUploadStyle } from './use-upload-style';
import { useReorder } from './use-reorder';

export type FileUploadProps = {
  /**
   * Stored file URLs as the upload answers them (`/talent/file/<id>` — the id is part of the URL;
   * never with the /api prefix). Absolute URLs are kept as given and open in a new tab.
   */
  value?: string[];
  defaultValue?: string[];
  /** Called with the new list after an upload, a removal or a reorder. */
  onChange?: (value: string[]) => void;
  /** Called once per stored file with the server's answer (id, name, size, mime). */
  onUploaded?: (result: UploadResult) => void;
  /** Names to show for stored values (URL → original name), e.g. from the record being edited. */
  fileNames?: Record<string, string>;
  /**
   * Allowed extensions (default doc, xls, ppt, txt, pdf). The server also accepts docx, xlsx,
   * pptx, png, jpg and jpeg for private files; pass them where a screen wants them.
   */
  fileTypes?: readonly string[];
  /** Size limit in MB (default 5). */
  fileSize?: number;
  /** Most files (default 5); the choose button hides at the limit. */
  limit?: number;
  /** Shows the size/format/count hint (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Put on the file input so a form label points at it. */
  id?: string;
};

/**
 * Document upload (SPEC §5): a choose button, then a list of files with progress while sending,
 * download on the name, remove, and drag (or Alt + arrows) to reorder. Same checks and messages
 * as the image upload ('upload file failed, please retry' when the server gave no reason).
 * Files are private: they are fetched through the download endpoint, never by a public link.
 */
export function FileUpload({
  value,
  defaultValue,
  onChange,
  onUploaded,
  fileNames,
  fileTypes = DEFAULT_FILE_TYPES,
  fileSize = DEFAULT_MAX_SIZE_MB,
  limit = DEFAULT_LIMIT,
  isShowTip = true,
  disabled = false,
  id,
}: FileUploadProps) {
  const { t } = useTranslation();
  const rootStyle = useUploadStyle();
  const list = useUploadList({
    value,
    defaultValue,
    onChange,
    onUploaded,
    fileNames,
    rules: { types: fileTypes, maxSizeMb: fileSize },
    limit,
    kind: 'file',
    failureKey: 'uploadFileFailed',
  });
  const { items, pending } = list;
  const {
    containerRef,
    list: sortable,
    announcement,
  } = useReorder(list.move, (to) =>
    t('upload.moved', { name: items[to]?.name ?? '', n: to + 1, count: items.length }),
  );

  const open = (url: string, name: string) => {
    if (isAbsoluteUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
    else void downloadStoredFile(url, name);
  };

  return (
    <div className={styles.root} ref={containerRef} style={rootStyle}>
      {/* Hidden, not unmounted: unmounting the trigger would abort the uploads it started. */}
      <div hidden={list.atLimit || disabled}>
        <Upload
          id={id}
          disabled={disabled}
          accept={acceptOf(fileTypes)}
          multiple={limit !== 1}
          showUploadList={false}
          hasControlInside
          beforeUpload={list.beforeUpload}
          customRequest={list.customRequest}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('upload.fileButton')}</Button>
        </Upload>
      </div>
      {isShowTip && !disabled ? (
        <Typography.Text type="secondary" className={styles.tip}>
          {t('upload.tip', { limit, size: fileSize, formats: fileTypes.join('/') })}
        </Typography.Text>
      ) : null}
      {items.length + pending.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('upload.list')}>
          {items.map((item, index) => (
            <li key={item.key}>
              <SortableItem
                index={index}
                count={items.length}
                label={t('upload.item', { name: item.name, n: index + 1, count: items.length })}
                list={sortable}
                disabled={disabled}
              >
                <div className={styles.fileItem}>
                  <PaperClipOutlined aria-hidden />
                  <Button
                    type="link"
                    size="small"
                    className={styles.fileName}
                    title={t('upload.download', { name: item.name })}
                    onClick={() => open(item.url, item.name)}
                  >
                    {item.name}
                  </Button>
                  {disabled ? null : (
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('upload.remove', { name: item.name })}
                      onClick={() => list.remove(index)}
                    />
                  )}
                </div>
              </SortableItem>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.uid} className={styles.fileItem}>
              <LoadingOutlined aria-hidden />
              <span className={styles.fileName}>{p.name}</span>
              <Progress
                className={styles.fileProgress}
                percent={p.percent}
                size="small"
                aria-label={t('upload.uploading', { name: p.name })}
              />
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('upload.remove', { name: p.name })}
                onClick={() => list.cancel(p.uid)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.srOnly} aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
