import { useCallback } from 'react';
import { useDictNames } from './use-dict-names';

/** A district's code (not a city's or a province's): it reads "city · district". */
const DISTRICT = /^\d{4}(?!00)\d{2}$/;

/** A place's name from its own and its parent's; an unknown code (no name) is shown as it is. */
export function placeName(code: string, own: string | undefined, parent: string | undefined): string {
  if (own === undefined) return code;
  return parent !== undefined && DISTRICT.test(code) ? `${parent} · ${own}` : own;
}

/**
 * Names of the area codes a page shows, fetched for just those codes (see useDictNames) rather
 * than with the whole area tree of some 3,500 places.
 */
export function usePlaceNames(codes?: readonly (string | null | undefined)[]): {
  name: (code: string | null | undefined) => string;
  pending: boolean;
} {
  const { path, pending } = useDictNames('area', codes);
  const name = useCallback(
    (code: string | null | undefined) => {
      if (!code) return '';
      const [own, parent] = [...path(code)].reverse();
      return placeName(code, own?.dictLabel, parent?.dictLabel);
    },
    [path],
  );
  return { name, pending };
}
