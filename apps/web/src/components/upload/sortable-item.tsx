import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import styles from './upload.module.css';
import type { SortableList } from './use-reorder';

export type SortableItemProps = {
  index: number;
  count: number;
  /** Accessible name of the item, including how to move it. */
  label: string;
  list: SortableList;
  disabled?: boolean;
  children: ReactNode;
};

const EARLIER = new Set(['ArrowLeft', 'ArrowUp']);
const LATER = new Set(['ArrowRight', 'ArrowDown']);

/**
 * One reorderable entry of an upload list: native drag and drop with the mouse, and Alt + arrow
 * keys from the keyboard (plain arrows stay free for scrolling and the item's own buttons).
 */
export function SortableItem({ index, count, label, list, disabled, children }: SortableItemProps) {
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    list.startDrag(index);
    event.dataTransfer?.setData('text/plain', String(index));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!list.isDragging()) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!list.isDragging()) return;
    event.preventDefault();
    list.dropOn(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    const to = EARLIER.has(event.key) ? index - 1 : LATER.has(event.key) ? index + 1 : index;
    if (to === index || to < 0 || to >= count) return;
    event.preventDefault();
    list.onMove(index, to, true);
  };

  if (disabled || count < 2) return <div className={styles.sortable}>{children}</div>;
  return (
    <div
      className={styles.sortable}
      data-sort-index={index}
      draggable
      tabIndex={0}
      role="group"
      aria-label={label}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={list.endDrag}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
