import { useState } from 'react';

/**
 * `value`, except while `hold` is true: then the last value seen while it was false (undefined
 * before that). A list keeps its previous page on screen while the next page's names load.
 */
export function useHeldWhile<T>(value: T, hold: boolean): T | undefined {
  const [held, setHeld] = useState<T | undefined>(undefined);
  if (!hold && held !== value) setHeld(value);
  return hold ? held : value;
}
