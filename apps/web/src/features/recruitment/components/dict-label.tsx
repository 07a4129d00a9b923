import { useDict } from '@/lib/dict';

/** The label of a flat dictionary value as plain text (the value itself until it loads). */
export function DictLabel({ type, value }: { type: string; value: string | null | undefined }) {
  const { entries } = useDict(type);
  if (!value) return null;
  return <>{entries.find((e) => e.dictValue === value)?.dictLabel ?? value}</>;
}
