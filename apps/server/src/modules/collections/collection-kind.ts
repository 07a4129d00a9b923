import type { TLocale } from '@rcwb/shared';
import type { TSessionUser } from '../../core/session-user';
import type { TDb } from '../../db/client';

/** How a collected item is shown in "my collections": its title, a line about it and its page. */
export type TCollectionSummary = {
  id: number;
  title: string;
  subtitle: string;
  /** Public page of the item, e.g. `/policyDetail?id=3`. */
  link: string;
};

/**
 * A kind of thing users may collect, registered by the module that owns it (policy, expert,
 * demand, achievement here; job and org by the recruitment modules).
 */
export type TCollectionKind = {
  kind: string;
  /**
   * Summaries of the targets among `ids` that exist and are public; an id missing from the answer
   * cannot be collected (and a collected one that was withdrawn is listed as unavailable).
   */
  summaries: (db: TDb, ids: number[], locale: TLocale) => Promise<Map<number, TCollectionSummary>>;
  /** Who may collect this kind; anyone signed in when absent. */
  mayCollect?: (user: TSessionUser) => boolean;
};

/** The registered kinds by name; a kind registered twice is a wiring mistake. */
export function kindRegistry(kinds: readonly TCollectionKind[]): ReadonlyMap<string, TCollectionKind> {
  const map = new Map<string, TCollectionKind>();
  for (const k of kinds) {
    if (map.has(k.kind)) throw new Error(`collection kind ${k.kind} registered twice`);
    map.set(k.kind, k);
  }
  return map;
}
