import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '../resource';

const DAY = 'YYYY-MM-DD';

/**
 * Record values → form values: dates become pickers' values and ids of selects become text
 * (antd selects compare by value, options carry text values).
 */
export function toFormValues(
  fields: readonly FieldDef[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const f of fields) {
    const v = record[f.name];
    if (f.type === 'date') out[f.name] = typeof v === 'string' && v ? dayjs(v) : undefined;
    else if ((f.type === 'select' || f.type === 'dict') && typeof v === 'number') out[f.name] = String(v);
    else if (f.type === 'multiSelect' && Array.isArray(v)) out[f.name] = v.map(String);
    else if (v === null) out[f.name] = undefined;
  }
  return out;
}

/** Form values → the body to send: dates as days, empty optional values as ''. */
export function fromFormValues(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'date') out[f.name] = v ? (v as Dayjs).format(DAY) : '';
    else if (v === undefined || v === null)
      out[f.name] = f.type === 'multiSelect' ? [] : f.type === 'switch' ? false : '';
  }
  return out;
}
