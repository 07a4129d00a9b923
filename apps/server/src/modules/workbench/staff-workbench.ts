import { count } from 'drizzle-orm';
import {
  CONTENT_PERMS,
  MENU_SCREENS,
  type TMenuScreenDef,
  type TPermission,
  type TScreenKey,
  type TWorkbenchCards,
  type TWorkbenchFigure,
  hasPermi,
  screenPath,
} from '@rcwb/shared';
import type { TDb } from '../../db/client';
import {
  achievements,
  announcements,
  articles,
  experts,
  policies,
  portalBanners,
  portalFeatured,
  techDemands,
} from '../../db/schema';
import type { TReviewQueue } from '../../core/review-queue';
import type { TSessionUser } from '../../core/session-user';

const linkTo = (screen: string, query?: Record<string, string>): string =>
  // The queue's screen is a key of the manifest without path parameters (its list).
  (screenPath as (key: TScreenKey, params: undefined, query?: Record<string, string>) => string)(
    screen as TScreenKey,
    undefined,
    query,
  );

/**
 * The queues waiting for the reviewer: every queue a module declares whose list the caller may
 * open, with its count and a link to the list filtered as counted.
 */
export async function reviewWorkbench(
  queues: readonly TReviewQueue[],
  user: TSessionUser,
): Promise<TWorkbenchCards> {
  const mine = queues.filter((q) => hasPermi(user.permissions, q.perm));
  const counts = await Promise.all(mine.map((q) => q.waiting()));
  const figures = mine.map((q, i): TWorkbenchFigure => ({
    key: q.key,
    value: counts[i]!,
    unit: 'count',
    screen: q.screen,
    link: linkTo(q.screen, q.query),
  }));
  return { cards: figures.length ? [{ key: 'queues', figures }] : [] };
}

/** The publishable content kinds, by the permission prefix of their editor screens. */
const PUBLISHABLE = [
  { perm: CONTENT_PERMS.announcement, table: announcements },
  { perm: CONTENT_PERMS.news, table: articles },
  { perm: CONTENT_PERMS.policy, table: policies },
  { perm: CONTENT_PERMS.expert, table: experts },
  { perm: CONTENT_PERMS.demand, table: techDemands },
  { perm: CONTENT_PERMS.achievement, table: achievements },
  { perm: CONTENT_PERMS.home, table: portalBanners },
  { perm: CONTENT_PERMS.featured, table: portalFeatured },
] as const;

/** Every list permission the editor's workbench counts, for its route's guard. */
export const EDITOR_PERMS = PUBLISHABLE.map((k) => `${k.perm}:list` as TPermission);

/** The list screen a permission opens (a screen of the manifest, not one of its sub-pages). */
const screenOfPerm = (perm: string): string | undefined =>
  (MENU_SCREENS as readonly TMenuScreenDef[]).find(
    (s) => s.type === 'C' && s.perm === perm && !(s.path ?? '').includes(':'),
  )?.key;

/**
 * Content waiting to be published: the drafts of each kind the caller may list (and withdrawn
 * items, which are off the portal until published again). Content has no scheduled publication.
 */
export async function editorWorkbench(db: TDb, user: TSessionUser): Promise<TWorkbenchCards> {
  const kinds = PUBLISHABLE.flatMap((k) => {
    const list = `${k.perm}:list`;
    const screen = screenOfPerm(list);
    return screen && hasPermi(user.permissions, list) ? [{ ...k, screen }] : [];
  });
  const rows = await Promise.all(
    kinds.map(async (k) => {
      const n = await db.select({ status: k.table.status, n: count() }).from(k.table).groupBy(k.table.status);
      return new Map(n.map((r) => [r.status, r.n]));
    }),
  );
  const figure = (status: 'draft' | 'withdrawn') =>
    kinds.map((k, i): TWorkbenchFigure => ({
      key: `${status}.${k.perm}`,
      value: rows[i]!.get(status) ?? 0,
      unit: 'count',
      screen: k.screen,
      link: linkTo(k.screen),
    }));
  return kinds.length
    ? {
        cards: [
          { key: 'drafts', figures: figure('draft') },
          { key: 'withdrawn', figures: figure('withdrawn') },
        ],
      }
    : { cards: [] };
}
