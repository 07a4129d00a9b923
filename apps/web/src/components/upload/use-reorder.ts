import { useEffect, useRef, useState } from 'react';

/** What each sortable item needs from its list. */
export type SortableList = {
  /** A drag started on the item at `index`. */
  startDrag: (index: number) => void;
  /** True while an item of this list is being dragged (so a drop here is accepted). */
  isDragging: () => boolean;
  /** The dragged item was dropped on the item at `index`. */
  dropOn: (index: number) => void;
  endDrag: () => void;
  onMove: (from: number, to: number, byKeyboard: boolean) => void;
};

/**
 * Reordering glue for a sortable list: the drag state, a polite announcement of the new position
 * for screen readers, and focus that follows an item moved from the keyboard (the DOM node may
 * be re-inserted, which would otherwise drop focus).
 */
export function useReorder(move: (from: number, to: number) => void, announce: (to: number) => string) {
  const draggingRef = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusIndex === null) return;
    containerRef.current?.querySelector<HTMLElement>(`[data-sort-index="${focusIndex}"]`)?.focus();
  }, [focusIndex]);

  const onMove = (from: number, to: number, byKeyboard: boolean) => {
    move(from, to);
    setAnnouncement(announce(to));
    setFocusIndex(byKeyboard ? to : null);
  };

  const list: SortableList = {
    startDrag: (index) => {
      draggingRef.current = index;
    },
    isDragging: () => draggingRef.current !== null,
    dropOn: (index) => {
      const from = draggingRef.current;
      draggingRef.current = null;
      if (from !== null) onMove(from, index, false);
    },
    endDrag: () => {
      draggingRef.current = null;
    },
    onMove,
  };

  return { containerRef, list, announcement };
}
