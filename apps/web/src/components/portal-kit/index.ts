// Antd-free building blocks of the public pages; import from here (nothing heavy behind it).
export { DictText, PlaceName, useDictOptions } from './dict-text';
export { FilterBar, type FilterField } from './filter-bar';
export { FilterSheet } from './filter-sheet';
export { QueryState } from './query-state';
export { RichTextView, withDisplayImages } from './rich-text-view';
export { SideDrawer } from './side-drawer';
export { useNarrowScreen } from '@/lib/use-narrow-screen';
export { useUrlList, type UrlList } from './use-url-list';
export { default as kit } from './portal-kit.module.css';
