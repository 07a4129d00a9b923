import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { fieldsQuery } from '../api/discover';

/** The technology fields as select choices (value = field id). */
export function useFieldOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const fields = useQuery(fieldsQuery(i18n.language)).data;
  return useMemo(() => (fields ?? []).map((f) => ({ value: String(f.id), label: f.name })), [fields]);
}
