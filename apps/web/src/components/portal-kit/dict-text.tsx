import { useMemo } from 'react';
import { useDict } from '@/lib/dict/hooks/use-dict';

/** A dictionary value's label as plain text (the public pages' antd-free DictTag). */
export function DictText({ type, value, fallback = '' }: { type: string; value: string; fallback?: string }) {
  const { entries } = useDict(type);
  if (!value) return <>{fallback}</>;
  return <>{entries.find((e) => e.dictValue === value)?.dictLabel ?? value}</>;
}

/** Choices of a dictionary for a native select. */
export function useDictOptions(type: string): { value: string; label: string }[] {
  const { entries } = useDict(type);
  return useMemo(() => entries.map((e) => ({ value: e.dictValue, label: e.dictLabel })), [entries]);
}
