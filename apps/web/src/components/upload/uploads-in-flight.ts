import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** Adds one running upload (1) or takes one away (-1). */
type TTally = (delta: 1 | -1) => void;

const Tally = createContext<TTally | null>(null);

/**
 * Put around a form's uploads, with the `tally` of that form's `useUploadsInFlight()`; around a
 * `Form.Item` holding one, never between the item and the upload (the item hands its value to
 * its direct child).
 */
export const UploadsInFlightScope = Tally.Provider;

/**
 * Whether an upload inside the form's `UploadsInFlightScope` is still sending. The form's submit
 * is disabled meanwhile: handed in then, the form would go without the file its user saw listed.
 */
export function useUploadsInFlight() {
  const [count, setCount] = useState(0);
  const tally = useCallback<TTally>((delta) => setCount((c) => c + delta), []);
  return { busy: count > 0, tally };
}

/** The uploads' side: counted in the form around them while `running`. */
export function useCountedInFlight(running: boolean): void {
  const tally = useContext(Tally);
  useEffect(() => {
    if (!running || !tally) return;
    tally(1);
    return () => tally(-1);
  }, [running, tally]);
}
