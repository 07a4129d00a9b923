import { ImageUpload } from '@/components/upload';

/** The card's photo: the stored file the server links the card to, and its address to show it. */
export type TPhoto = { id: string; url: string };

/**
 * The worker card's photo as a form control: the upload works with addresses, the card with the
 * stored file's id, so the value holds both. The file goes through the files module's upload (the
 * picture types and size it allows); the server links only the person's own picture.
 */
export function PhotoInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: TPhoto | null;
  onChange?: (value: TPhoto | null) => void;
}) {
  return (
    <ImageUpload
      id={id}
      limit={1}
      value={value ? [value.url] : []}
      onUploaded={(result) => {
        if (result.id !== undefined) onChange?.({ id: String(result.id), url: result.url });
      }}
      // A removal empties the list; an upload's own change is taken from onUploaded (it has the id).
      onChange={(urls) => {
        if (!urls.length) onChange?.(null);
      }}
    />
  );
}
