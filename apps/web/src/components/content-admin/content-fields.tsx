import { Select } from 'antd';
import { LazyRichTextEditor } from '../editor';
import { FileUpload, ImageUpload } from '../upload';
import { useContentForm } from './content-form-context';

/**
 * Form controls of content fields (antd Form passes `id`, `value`, `onChange`). Each follows the
 * page's read-only mode, which antd's Form `disabled` does not reach for non-antd controls.
 */

type Control<V> = { id?: string; value?: V; onChange?: (value: V) => void };

export function RichTextField({ id, value, onChange }: Control<string>) {
  const { readOnly } = useContentForm();
  return <LazyRichTextEditor id={id} value={value ?? ''} onChange={onChange} disabled={readOnly} />;
}

/** Attachments: stored file URLs; names come from the record's `attachments` ({url, name}). */
export function FileListField({ id, value, onChange }: Control<string[]>) {
  const { readOnly, record } = useContentForm();
  const names = Object.fromEntries(
    ((record?.attachments as { url: string; name: string }[] | undefined) ?? []).map((a) => [a.url, a.name]),
  );
  return (
    <FileUpload
      id={id}
      value={value ?? []}
      onChange={onChange}
      fileNames={names}
      fileTypes={['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt']}
      disabled={readOnly}
    />
  );
}

/** One picture (banner, photo, cover) as a single stored URL ('' when none). */
export function SingleImageField({ id, value, onChange }: Control<string>) {
  const { readOnly } = useContentForm();
  return (
    <ImageUpload
      id={id}
      value={value ? [value] : []}
      onChange={(urls) => onChange?.(urls[0] ?? '')}
      limit={1}
      disabled={readOnly}
    />
  );
}

/** Free short entries (key benefits, list values): type and press Enter. */
export function TagsField({
  id,
  value,
  onChange,
  'aria-label': ariaLabel,
}: Control<string[]> & { 'aria-label'?: string }) {
  const { readOnly } = useContentForm();
  return (
    <Select
      id={id}
      mode="tags"
      value={value ?? []}
      onChange={onChange}
      disabled={readOnly}
      open={false}
      suffixIcon={null}
      tokenSeparators={['\n']}
      aria-label={ariaLabel}
    />
  );
}
