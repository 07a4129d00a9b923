import { useMemo } from 'react';
import { type DictNarrowing, useDict, usePlaceNames } from '@/lib/dict';

/** A dictionary value's label as plain text (the public pages' antd-free DictTag). */
export function DictText({ type, value, fallback = '' }: { type: string; value: string; fallback?: string }) {
  const { entries } = useDict(type);
  if (!value) return <>{fallback}</>;
  return <>{entries.find((e) => e.dictValue === value)?.dictLabel ?? value}</>;
}

/**
 * An area code's name ("city · district" for a district). The area list is too large to fetch
 * for a few names: this asks for its code only, together with the other names the page shows.
 */
export function PlaceName({ code }: { code: string }) {
  return <>{usePlaceNames([code]).name(code)}</>;
}

/** Choices of a dictionary, or of a part of it (`{ parent }`: the entries under one value), for a native select. */
export function useDictOptions(type: string, narrowing?: DictNarrowing): { value: string; label: string }[] {
  const { entries } = useDict(type, narrowing);
  return useMemo(() => entries.map((e) => ({ value: e.dictValue, label: e.dictLabel })), [entries]);
}
