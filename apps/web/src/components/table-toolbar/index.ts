export { TableToolbar, type TableToolbarProps } from './table-toolbar';
export { useColumnVisibility, type ToolbarColumn } from './use-column-visibility';
export { COLUMN_MEMORY_KEY, loadHiddenColumns, saveHiddenColumns } from './column-memory';
