import { useDeferredValue } from 'react';
import { useHeldWhile } from './use-held-while';

/**
 * What a public page shows of a query's answer: the answer once the names it needs are in (the
 * previous answer until then, nothing before the first), handed to the page in a render React may
 * interrupt. The answer's render (cards, facets) is most of a page's script work after the first
 * paint; done in one piece it held a phone's main thread for 100–250 ms (Lighthouse's blocking
 * time, docs/bench-first-load.md).
 */
export function useShownAnswer<T>(answer: T | undefined, namesPending: boolean): T | undefined {
  return useDeferredValue(useHeldWhile(answer, namesPending));
}
