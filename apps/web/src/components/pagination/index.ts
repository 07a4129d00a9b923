export { Pagination, type PaginationProps } from './pagination';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageAfterSizeChange,
  pagerCountFor,
  pagerItems,
  scrollToTop,
} from './pagination-rules';
