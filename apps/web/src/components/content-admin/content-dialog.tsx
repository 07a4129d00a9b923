import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type DialogProps, type FieldDef, FormDialog } from '../resource';
import type { ContentApi } from './content-api';
import { ContentFormContext } from './content-form-context';
import { fromFormValues, toFormValues } from './form-values';

type Props<R> = DialogProps<R> & {
  api: ContentApi<R>;
  fields: readonly FieldDef[];
  titleKey: string;
  /** Form values → body beyond dates and blanks. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  width?: number;
  /** Loads the whole record when the list row lacks fields the form edits (e.g. a body). */
  load?: (row: R) => Promise<R>;
};

/**
 * Add (no row) or edit (a row) of a small content kind in a dialog: the list's row is the
 * record, the same fields serve both, dates and ids converted both ways.
 */
export function ContentDialog<R extends { id: number }>({
  row,
  close,
  done,
  api,
  fields,
  titleKey,
  toBody,
  width,
  load,
}: Props<R>) {
  const full = useQuery({
    queryKey: [api.key, 'detail', row?.id],
    queryFn: () => load!(row!),
    enabled: !!row && !!load,
    gcTime: 0,
  });
  const record = load ? full.data : row;
  const initialValues = useMemo(
    () => (record ? toFormValues(fields, record as unknown as Record<string, unknown>) : undefined),
    [record, fields],
  );
  const context = useMemo(
    () => ({ record: record as unknown as Record<string, unknown> | undefined, readOnly: false }),
    [record],
  );
  // Editing waits for the whole record, so a missing field is never saved back empty.
  if (row && load && !full.data) return null;
  const submit = (values: Record<string, unknown>) => {
    const base = fromFormValues(fields, values);
    const body = toBody ? { ...base, ...toBody(values) } : base;
    return row ? api.edit(row.id, body) : api.add(body);
  };
  return (
    <ContentFormContext.Provider value={context}>
      <FormDialog<Record<string, unknown>>
        open
        mode={row ? 'edit' : 'add'}
        titleKey={titleKey}
        fields={fields}
        initialValues={initialValues}
        submit={submit}
        onClose={close}
        onDone={done}
        width={width}
      />
    </ContentFormContext.Provider>
  );
}
