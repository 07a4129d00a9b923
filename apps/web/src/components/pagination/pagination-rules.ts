import { REDUCED_MOTION_QUERY, matchesMedia } from '@/lib/use-media-query';

/** SPEC §9 paging constants. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const SCROLL_TO_TOP_MS = 800;
/** SHELL-BEHAVIOUR: `width - 1 < 992` is mobile. */
export const MOBILE_WIDTH = 992;

/** Page buttons shown: 5 on mobile widths, else 7. */
export const pagerCountFor = (width: number): 5 | 7 => (width - 1 < MOBILE_WIDTH ? 5 : 7);

/**
 * The classic rule for a new page size: when the current page times the new size overshoots the
 * total, go back to page 1; otherwise stay on the page.
 */
export const pageAfterSizeChange = (page: number, size: number, total: number): number =>
  page * size > total ? 1 : page;

const easeInOutQuad = (t: number, from: number, change: number, duration: number): number => {
  let x = t / (duration / 2);
  if (x < 1) return (change / 2) * x * x + from;
  x -= 1;
  return (-change / 2) * (x * (x - 2) - 1) + from;
};

type Scrollable = { scrollTop: number };

/**
 * Scrolls to the top over `duration` ms (ease in-out), as the classic pager does after a change.
 * Users who asked for less motion get there at once. Returns a function that stops the animation.
 */
export function scrollToTop(
  target: Scrollable | null = typeof document === 'undefined'
    ? null
    : (document.scrollingElement ?? document.documentElement),
  duration = SCROLL_TO_TOP_MS,
  raf: (cb: FrameRequestCallback) => number = (cb) => requestAnimationFrame(cb),
  now: () => number = () => performance.now(),
): () => void {
  if (!target) return () => undefined;
  const from = target.scrollTop;
  if (from === 0 || matchesMedia(REDUCED_MOTION_QUERY) || duration <= 0) {
    target.scrollTop = 0;
    return () => undefined;
  }
  const start = now();
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const elapsed = Math.min(now() - start, duration);
    target.scrollTop = elapsed >= duration ? 0 : easeInOutQuad(elapsed, from, -from, duration);
    if (elapsed < duration) raf(step);
  };
  raf(step);
  return () => {
    stopped = true;
  };
}

/** One button of the pager: a page number, or a "more" jump. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The classic pager's buttons (Element UI's algorithm): first and last page always, `pagerCount`
 * numbered buttons at most, and "more" jumps where pages are left out. 100 pages at page 50 with
 * 7 buttons: 1 … 48 49 50 51 52 … 100.
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const half = (pagerCount - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > pagerCount) {
    prevMore = current > pagerCount - half;
    nextMore = current < pageCount - half;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  return [
    1,
    ...(prevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(nextMore ? (['next-more'] as const) : []),
    ...(pageCount > 1 ? [pageCount] : []),
  ];
}

/** Where a "more" button jumps: pagerCount - 2 pages back or forward, within bounds. */
export const moreTarget = (
  item: 'prev-more' | 'next-more',
  current: number,
  pageCount: number,
  pagerCount: number,
) =>
  item === 'prev-more'
    ? Math.max(1, current - (pagerCount - 2))
    : Math.min(pageCount, current + (pagerCount - 2));
